import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams, type RouteObject } from 'react-router-dom';
import { toolRoutes } from '../access/route-table';
import { ComingPanel } from '../views/ComingPanel';
import { NavBar } from '../views/NavBar';
import { ReleaseNotesDialog } from '../views/ReleaseNotesDialog';
import { ToastRegion } from '../views/ToastRegion';
import { RouteGuard } from '../views/RouteGuard';

const GuidelinesPage = lazy(() => import('../views/GuidelinesPage'));
const ChatPage = lazy(() => import('../chat/views/ChatPage'));

function Shell() {
  return (
    <div className="shell">
      <NavBar />
      <main className="content" id="main">
        <Outlet />
      </main>
      <ToastRegion />
    </div>
  );
}

/** /session-expired → /logged-out?reason=session-expired&path=… (the path the session ended on). */
function SessionExpired() {
  const [params] = useSearchParams();
  const path = params.get('path') ?? '/';
  return <Navigate replace to={`/logged-out?reason=session-expired&path=${encodeURIComponent(path)}`} />;
}

function NotFound() {
  const { pathname } = useLocation();
  return <Navigate replace to={`/error?reason=not-found&path=${encodeURIComponent(pathname)}`} />;
}

/** platform.md §2. Tools not built yet show the "coming" panel inside the shell. */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      ...toolRoutes.map(({ path, tool, meta }) => ({
        path,
        element: (
          <RouteGuard meta={meta}>
            {tool === 'guidelines' || tool === 'home' ? (
              <Suspense fallback={null}>{tool === 'home' ? <ChatPage /> : <GuidelinesPage />}</Suspense>
            ) : (
              <ComingPanel tool={tool} />
            )}
            {tool === 'home' && <ReleaseNotesDialog />}
          </RouteGuard>
        ),
      })),
      { path: '/error', lazy: async () => ({ Component: (await import('../views/ErrorPage')).default }) },
      { path: '/logged-out', lazy: async () => ({ Component: (await import('../views/LoggedOutPage')).default }) },
      { path: '/session-expired', element: <SessionExpired /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
