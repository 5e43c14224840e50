import { existsSync, readFileSync } from 'node:fs';
import { parseRuntimeConfig } from '../contracts/runtime-config';
import { inlineScriptHashes, securityHeaders } from '../server/security-headers';

// `npm run headers [config.json] [index.html]`: the security headers a real web server sends with
// the studio, derived from its config.json (API hosts, providers) and its index.html (the inline
// script's hash). Prints them as plain headers and as nginx `add_header` lines.
const [configPath = 'public/config.json', indexPath = existsSync('dist/index.html') ? 'dist/index.html' : 'index.html'] = process.argv.slice(2);
const parsed = parseRuntimeConfig(JSON.parse(readFileSync(configPath, 'utf8')));
if (!parsed.ok) {
  console.error(`${configPath} is not a valid configuration:\n  ${parsed.problems.join('\n  ')}`);
  process.exit(1);
}
const headers = securityHeaders(parsed.config, inlineScriptHashes(readFileSync(indexPath, 'utf8')));
const name = (header: string) => header.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

console.log(`# From ${configPath} and ${indexPath}\n`);
for (const [header, value] of Object.entries(headers)) console.log(`${name(header)}: ${value}`);
console.log('\n# nginx (in the server block of the studio)');
for (const [header, value] of Object.entries(headers)) console.log(`add_header ${name(header)} "${value}" always;`);
