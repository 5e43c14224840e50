import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams, type RouteObject } from 'react-router-dom';
import { toolRoutes, type ToolKey } from '../access/route-table';
import type { Platform } from '../platform/platform';
import type { ToolModule } from '../platform/tool-module';
import { ComingPanel } from '../views/ComingPanel';
import ErrorPage from '../views/ErrorPage';
import LoggedOutPage from '../views/LoggedOutPage';
import { NavBar } from '../views/NavBar';
import { ReleaseNotes } from '../views/ReleaseNotes';
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

// Each tool is its own chunk: `src/<tool>/<tool>-tool.tsx`, found here by name (a new tool adds its
// module and nothing else to this file).
const toolModules = import.meta.glob<ToolModule>('../*/*-tool.tsx');
const toolModuleOf: Record<Exclude<ToolKey, 'guidelines'>, string> = {
  home: '../chat/chat-tool.tsx',
  vision: '../vision/vision-tool.tsx',
  vox: '../vox/vox-tool.tsx',
  scos: '../scos/scos-tool.tsx',
  audit: '../audit/audit-tool.tsx',
  rags: '../registry/registry-tool.tsx',
};

/** The tool's page, its code loaded and the tool opened on first render (behind the route's guards). */
function lazyTool(load: () => Promise<ToolModule>, platform: Platform): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: await (await load()).openTool(platform) }));
}

/**
 * platform.md §2. A tool's code loads when its route is first entered behind the guards, and
 * opening it spawns its actors into the studio's system. Tools not built yet show the "coming" panel.
 */
export function routes(platform: Platform): RouteObject[] {
  const pages: Partial<Record<ToolKey, ReactNode>> = { guidelines: <GuidelinesPage /> };
  for (const [tool, path] of Object.entries(toolModuleOf) as Array<[keyof typeof toolModuleOf, string]>) {
    const load = toolModules[path];
    if (!load) continue;
    const Page = lazyTool(load, platform);
    pages[tool] = <Page />;
  }
  return [
    {
      element: <Shell />,
      children: [
        ...toolRoutes.map(({ path, tool, meta }) => ({
          path,
          element: (
            <RouteGuard meta={meta}>
              {pages[tool] ? <Suspense fallback={null}>{pages[tool]}</Suspense> : <ComingPanel tool={tool} />}
              {tool === 'home' && <ReleaseNotes />}
            </RouteGuard>
          ),
        })),
        // Small, and the pages a signed-out visitor meets first: they come with the shell.
        { path: '/error', element: <ErrorPage /> },
        { path: '/logged-out', element: <LoggedOutPage /> },
        { path: '/session-expired', element: <SessionExpired /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
