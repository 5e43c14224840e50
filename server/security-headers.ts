import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '../contracts/runtime-config';

/**
 * The studio's Trusted Types policies: the Markdown sink's (src/markdown/render-markdown.ts), the
 * take-along worker's script URL (src/take-along/take-along-planner.ts: that one URL only)
 * and the default one that admits only the empty string (react-aria clears its live regions with
 * it; src/browser/trusted-types-default.ts).
 */
export const trustedTypesPolicies = ['studio-markdown', 'studio-worker', 'default'];

/**
 * The fixed <style> elements react-aria adds at run time (usePress: touch-action on pressable
 * elements; usePreventScroll: overscroll-behavior while a modal is open), allowed by hash rather
 * than by 'unsafe-inline'. A unit test recomputes them from react-aria's code.
 */
export const libraryStyleHashes = [
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
];

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** `'sha256-…'` for each inline script of a page (index.html has one: the colour scheme before the first paint). */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi);
  return [...scripts].map(([, body]) => sha256Source(body ?? ''));
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a relative address is the studio's own origin: 'self'
  }
};

/** The origins the studio talks to, as config.json names them: every origin's API hosts and provider. */
export function configuredOrigins(config: RuntimeConfig) {
  const apis = new Set<string>();
  const providers = new Set<string>();
  for (const settings of Object.values(config.origins)) {
    for (const host of Object.values(settings.api)) {
      const origin = originOf(host);
      if (origin) apis.add(origin);
    }
    const provider = originOf(settings.identityProvider.authority);
    if (provider) providers.add(provider);
  }
  // The customer-service demo's video sites (scos.videoHosts): embeds are framed over https only.
  const videoSites = [...new Set(config.scos.videoHosts.map((host) => `https://${host}`))].sort();
  return { apis: [...apis].sort(), providers: [...providers].sort(), videoSites };
}

/**
 * The production Content Security Policy: scripts only from the studio itself (and the hashed
 * inline colour-scheme script), no plugins, no <base>, framed only by itself (the silent
 * session check), network and frames limited to config.json's API hosts and providers, and
 * HTML sinks only through the Markdown policy.
 */
export function contentSecurityPolicy(config: RuntimeConfig, scriptHashes: string[]): string {
  const { apis, providers, videoSites } = configuredOrigins(config);
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", ...libraryStyleHashes],
    ['img-src', "'self'", 'data:', 'blob:', ...apis, ...videoSites],
    ['media-src', "'self'", 'data:', 'blob:', ...apis],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...apis, ...providers],
    // The silent session check frames the provider, which returns to the studio's own page.
    // …and the customer-service demo's allowlisted video sites (sandboxed iframes).
    ['frame-src', "'self'", ...providers, ...videoSites],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...trustedTypesPolicies],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every header the studio's pages carry besides caching. */
export function securityHeaders(config: RuntimeConfig, scriptHashes: string[]): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config, scriptHashes),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // The voice studio may record; nothing asks for the camera, the location, payment or USB.
    'permissions-policy': 'camera=(), geolocation=(), microphone=(self), payment=(), usb=()',
  };
}
