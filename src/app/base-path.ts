/** platform.md §2: the router uses the configured base URL (Vite's `base`, `import.meta.env.BASE_URL`). */
export const routerBasename = (baseUrl: string) => baseUrl.replace(/\/$/, '') || '/';

/** The route's path of an address path under the studio's base (`/studio/chat` → `/chat`). */
export const withoutBase = (pathname: string, basename: string) =>
  basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
