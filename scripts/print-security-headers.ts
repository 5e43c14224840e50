import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseRuntimeConfig } from '../contracts/runtime-config';
import { inlineScriptHashes, securityHeaders } from '../server/security-headers';
import { headerName, nginxHeaderLines } from './nginx-header-lines';

// `npm run headers [config.json] [index.html] [--nginx <file>]`: the security headers a real web
// server sends with the studio, derived from its config.json (API hosts, providers) and its
// index.html (the inline script's hash). Prints them as plain headers and as nginx `add_header`
// lines; with --nginx, writes those lines to the file the nginx configuration includes
// (deploy/nginx/studio.conf), so that file is made again with every build.
const args = process.argv.slice(2);
const nginxAt = args.indexOf('--nginx');
const nginxFile = nginxAt === -1 ? undefined : args[nginxAt + 1];
if (nginxAt !== -1 && !nginxFile) {
  console.error('--nginx needs the path of the file to write.');
  process.exit(1);
}
const positional = nginxAt === -1 ? args : [...args.slice(0, nginxAt), ...args.slice(nginxAt + 2)];
const [configPath = 'public/config.json', indexPath = existsSync('dist/index.html') ? 'dist/index.html' : 'index.html'] = positional;
const parsed = parseRuntimeConfig(JSON.parse(readFileSync(configPath, 'utf8')));
if (!parsed.ok) {
  console.error(`${configPath} is not a valid configuration:\n  ${parsed.problems.join('\n  ')}`);
  process.exit(1);
}
const headers = securityHeaders(parsed.config, inlineScriptHashes(readFileSync(indexPath, 'utf8')));
const lines = nginxHeaderLines(headers);

if (nginxFile) {
  writeFileSync(nginxFile, `# Written by \`npm run headers\` from ${configPath} and ${indexPath}: write it again after every build.\n${lines.join('\n')}\n`);
  console.log(`${nginxFile}: ${lines.length} add_header lines from ${configPath} and ${indexPath}`);
} else {
  const name = headerName;
  console.log(`# From ${configPath} and ${indexPath}\n`);
  for (const [header, value] of Object.entries(headers)) console.log(`${name(header)}: ${value}`);
  console.log('\n# nginx (in the server block of the studio)');
  for (const line of lines) console.log(line);
}
