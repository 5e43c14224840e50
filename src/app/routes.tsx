import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams, type RouteObject } from 'react-router-dom';
import { routeTableOf } from '../access/route-table';
import type { Platform } from '../platform/platform';
import type { AnyToolDescriptor } from '../tools/tool-descriptor';
import { toolDescriptors } from '../tools/tools';
// Eager, not lazy as platform.md §2 says: the public pages come with the entry and show at once.
import ErrorPage from '../shell/views/ErrorPage';
import LoggedOutPage from '../shell/views/LoggedOutPage';
import { NavBar } from '../shell/views/NavBar';
import { SkipLink } from '../shell/views/SkipLink';
import { ReleaseNotes } from '../shell/views/ReleaseNotes';
import { ToastRegion } from '../shell/views/ToastRegion';
import { RouteGuard } from '../shell/views/RouteGuard';

const GuidelinesPage = lazy(() => import('../shell/views/GuidelinesPage'));

function Shell() {
  return (
    <div className="shell">
      <SkipLink />
      <NavBar />
      <main className="content" id="main" tabIndex={-1}>
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
 * The tool's page: before its first render (behind the route's guards) its texts load, its slices
 * join the store, its code (its own chunk) loads and the tool opens.
 */
function lazyTool(tool: AnyToolDescriptor, platform: Platform): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [module, slices] = await Promise.all([tool.module(), tool.slices(), platform.i18n.loadNamespaces([...tool.namespaces])]);
    for (const slice of slices) platform.store.injectSlice(slice);
    return { default: await module.openTool(platform) };
  });
}

/**
 * platform.md §2: each tool's routes, from its descriptor (`src/<tool>/<tool>.tool.ts`). A tool's
 * code loads when its route is first entered behind the guards, and opening it spawns its actors
 * into the studio's system. The tool served at `/` is the home page: the release notes show there.
 */
export function routes(platform: Platform, tools: readonly AnyToolDescriptor[] = toolDescriptors): RouteObject[] {
  const pages = new Map<string, ReactNode>([['guidelines', <GuidelinesPage />]]);
  for (const tool of tools) {
    const Page = lazyTool(tool, platform);
    pages.set(tool.key, <Page />);
  }
  const home = tools.find((tool) => tool.paths.includes('/'))?.key;
  return [
    {
      element: <Shell />,
      children: [
        ...routeTableOf(tools).map(({ path, tool, meta }) => ({
          path,
          element: (
            <RouteGuard meta={meta}>
              <Suspense fallback={null}>{pages.get(tool)}</Suspense>
              {tool === home && <ReleaseNotes />}
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
