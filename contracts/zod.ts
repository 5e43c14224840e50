import { z } from 'zod';

// The studio's CSP requires Trusted Types: zod's compiled parsers, and the `new Function` probe it
// runs when the first object schema is built (reported as a violation even when caught), are off.
// This is the one module that imports zod, so no schema anywhere is built before this line ran.
z.config({ jitless: true });

export { z };
