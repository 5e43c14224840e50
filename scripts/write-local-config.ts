import { writeFileSync } from 'node:fs';
import { localRuntimeConfig } from '../server/local-config';
import { startPorts } from '../server/ports';

// Regenerates public/config.json from the reference stack's settings.
writeFileSync(new URL('../public/config.json', import.meta.url), `${JSON.stringify(localRuntimeConfig(startPorts), null, 2)}\n`);
