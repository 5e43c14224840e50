import { readFileSync } from 'node:fs';
import { deploymentBlocks } from './readme-blocks';

// Prints README.md's deployment steps as one shell script (each block announced), for run-deploy-test.sh.
const blocks = deploymentBlocks(readFileSync(new URL('../../README.md', import.meta.url), 'utf8'));
console.log(blocks.map((block, index) => `echo '--- README step ${index + 1} of ${blocks.length}'\n${block}`).join('\n'));
