import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { ComingPanel, type ToolName } from '../views/ComingPanel';
import { NavBar } from '../views/NavBar';
import { RequireAuth } from '../views/RequireAuth';

function Shell() {
  return (
    <div className="shell">
      <NavBar />
      <main className="content">
        <Outlet />
      </main>
    </div>
  );
}

function RedirectWithPath({ to, reason }: { to: string; reason: string }) {
  const { pathname } = useLocation();
  return <Navigate replace to={`${to}?reason=${reason}&path=${encodeURIComponent(pathname)}`} />;
}

const tool = (path: string, name: ToolName): RouteObject => ({
  path,
  element: (
    <RequireAuth>
      <ComingPanel tool={name} />
    </RequireAuth>
  ),
});

/** platform.md §2. Group guards, route meta and the error page arrive with the shell issue. */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      tool('/', 'home'),
      tool('/chat', 'home'),
      tool('/vision-studio', 'vision'),
      tool('/guidelines', 'guidelines'),
      tool('/vox', 'vox'),
      tool('/scos-demo', 'scos'),
      tool('/audit-gpt', 'audit'),
      tool('/rags', 'rags'),
      { path: '/logged-out', lazy: async () => ({ Component: (await import('../views/LoggedOutPage')).default }) },
      { path: '/session-expired', element: <RedirectWithPath to="/logged-out" reason="session-expired" /> },
      { path: '*', element: <RedirectWithPath to="/error" reason="not-found" /> },
    ],
  },
];
