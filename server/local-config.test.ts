import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../contracts/runtime-config';
import { localRuntimeConfig } from './local-config';
import { startPorts } from './ports';

describe('shipped local configuration', () => {
  it('public/config.json is what the reference stack expects (regenerate with scripts/write-local-config.ts)', () => {
    const shipped: unknown = JSON.parse(readFileSync(new URL('../public/config.json', import.meta.url), 'utf8'));
    expect(shipped).toEqual(localRuntimeConfig(startPorts));
    expect(parseRuntimeConfig(shipped).ok).toBe(true);
  });
});
