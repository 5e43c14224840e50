import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localRuntimeConfig } from './local-config';
import { startPorts } from './ports';
import { contentSecurityPolicy, inlineScriptHashes, libraryStyleHashes, securityHeaders, sha256Source } from './security-headers';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('the security headers of the production server', () => {
  const config = localRuntimeConfig(startPorts);
  const csp = directives(contentSecurityPolicy(config, ["'sha256-abc='"]));

  it('scripts only from the studio itself and the hashed inline script: no unsafe-inline, no unsafe-eval', () => {
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(contentSecurityPolicy(config, [])).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('no plugins, no <base>, framed only by the studio, HTML sinks only through the Markdown policy, script URLs only the take-along worker\'s', () => {
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(csp.get('trusted-types')).toEqual(['studio-markdown', 'studio-worker', 'default']);
  });

  it('network, frames and images limited to what config.json names', () => {
    const api = `http://localhost:${startPorts.api}`;
    const providers = [`http://localhost:${startPorts.corporateIdp}`, `http://localhost:${startPorts.brandedIdp}`];
    expect(csp.get('connect-src')).toEqual(["'self'", api, ...providers]);
    const videoSite = 'https://www.youtube-nocookie.com';
    expect(csp.get('frame-src')).toEqual(["'self'", ...providers, videoSite]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', api, videoSite]);
    expect(csp.get('media-src')).toEqual(["'self'", 'data:', 'blob:', api]);
  });

  it('a host added to config.json is allowed, and only that', () => {
    const moved = localRuntimeConfig(startPorts);
    moved.origins.corporate1.api.audit = 'https://audit.corp.example/v1';
    const policy = directives(contentSecurityPolicy(moved, []));
    expect(policy.get('connect-src')).toContain('https://audit.corp.example');
    expect(policy.get('connect-src')).not.toContain('https://audit.corp.example/v1');
  });

  it('frames exactly the configured video sites, over https', () => {
    const configured = localRuntimeConfig(startPorts);
    configured.scos.videoHosts = ['player.vimeo.com'];
    const policy = directives(contentSecurityPolicy(configured, []));
    expect(policy.get('frame-src')?.filter((source) => !source.startsWith('http://localhost'))).toEqual(["'self'", 'https://player.vimeo.com']);
    expect(policy.get('img-src')).toContain('https://player.vimeo.com');
    expect(policy.get('connect-src')).not.toContain('https://player.vimeo.com');
  });

  it('hashes exactly the inline scripts, not the ones with a src', () => {
    const body = "document.documentElement.dataset.x = 'y';";
    const html = `<script>${body}</script><script type="module" src="/assets/index.js"></script>`;
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${createHash('sha256').update(body).digest('base64')}'`]);
  });

  it('sends nosniff, a referrer policy and a permissions policy', () => {
    const headers = securityHeaders(config, []);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  it('allows exactly the <style> elements react-aria adds, recomputed from its code (an upgrade that changes them fails here)', () => {
    const source = (path: string) => readFileSync(new URL(`../node_modules/react-aria/${path}`, import.meta.url), 'utf8');
    const styleText = (code: string) => {
      const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(code)?.[1] ?? '';
      return template.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(code)?.[1] ?? '').trim();
    };
    const injected = ['dist/private/interactions/usePress.mjs', 'dist/private/overlays/usePreventScroll.mjs'].map((path) => sha256Source(styleText(source(path))));
    expect(injected).toEqual(libraryStyleHashes);
    expect(csp.get('style-src')).toEqual(["'self'", ...libraryStyleHashes]);
  });
});
