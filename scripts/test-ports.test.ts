import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The server suites bind fixed loopback ports, and Vitest runs files side by side: two files
 * binding the same port fail whichever starts second (EADDRINUSE, seen in CI). Each port literal
 * given to a server a test starts belongs to one file.
 */
const root = new URL('../', import.meta.url);
const bound = /(?:port:\s*|startFakeLlm\(|startSecondProvider\(|listen\()\s*(\d{4,5})\b/g;

function testFiles(folder: string): string[] {
  return readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && file !== 'test-ports.test.ts')
    .map((file) => `${folder}${file}`);
}

function portOwners(files: Record<string, string>): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const [file, text] of Object.entries(files)) {
    for (const port of new Set([...text.matchAll(bound)].map((match) => match[1]!))) owners.set(port, [...(owners.get(port) ?? []), file]);
  }
  return owners;
}

describe('the ports the server suites bind', () => {
  it('a port two files bind is found', () => {
    const owners = portOwners({ 'a.test.ts': 'startTestApi({ port: 4389 })', 'b.test.ts': 'startFakeLlm(4389)', 'c.test.ts': 'startFakeLlm(4390)' });
    expect(owners.get('4389')).toEqual(['a.test.ts', 'b.test.ts']);
  });

  it('belong to one test file each', () => {
    const files = Object.fromEntries(['server/', 'scripts/'].flatMap(testFiles).map((file) => [file, readFileSync(new URL(file, root), 'utf8')]));
    const shared = [...portOwners(files)].filter(([, owners]) => owners.length > 1).map(([port, owners]) => `${port}: ${owners.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
