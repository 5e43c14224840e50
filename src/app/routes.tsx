import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams, type RouteObject } from 'react-router-dom';
import { toolRoutes, type ToolKey } from '../access/route-table';
import type { Platform } from '../platform/platform';
import { ComingPanel } from '../views/ComingPanel';
import { NavBar } from '../views/NavBar';
import { ReleaseNotesDialog } from '../views/ReleaseNotesDialog';
import { ToastRegion } from '../views/ToastRegion';
import { RouteGuard } from '../views/RouteGuard';

const GuidelinesPage = lazy(() => import('../views/GuidelinesPage'));

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

/**
 * platform.md §2. A tool's code loads when its route is first entered behind the guards, and
 * opening it spawns its actors into the studio's system. Tools not built yet show the "coming" panel.
 */
export function routes(platform: Platform): RouteObject[] {
  const ChatRoute = lazy(async () => {
    const { openChatTool, ChatToolPage } = await import('../chat/chat-tool');
    const tool = openChatTool(platform);
    return { default: () => <ChatToolPage tool={tool} /> };
  });
  const pages: Partial<Record<ToolKey, ReactNode>> = { home: <ChatRoute />, guidelines: <GuidelinesPage /> };
  return [
    {
      element: <Shell />,
      children: [
        ...toolRoutes.map(({ path, tool, meta }) => ({
          path,
          element: (
            <RouteGuard meta={meta}>
              {pages[tool] ? <Suspense fallback={null}>{pages[tool]}</Suspense> : <ComingPanel tool={tool} />}
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
}
