import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimeConfig } from '../contracts/runtime-config';
import { inlineScriptHashes, securityHeaders } from './security-headers';
import { staticAppHandler } from './static-app';

/**
 * The production build served as a real web server should: compressed, cached by kind, and
 * with the security headers for this configuration (its CSP hashes the build's inline script).
 */
export function productionAppHandler({ root, config }: { root: string; config: RuntimeConfig }) {
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  return staticAppHandler({ root, configJson: JSON.stringify(config), headers: securityHeaders(config, inlineScriptHashes(indexHtml)) });
}
