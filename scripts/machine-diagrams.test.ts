import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { machineCatalog, machineCatalogOf, toolDescriptorFiles } from './machine-catalog';
import { machineDiagram } from './machine-diagram';

const machinesFolder = new URL('../machines/', import.meta.url);
const machineFiles = readdirSync(machinesFolder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.machine.ts'));

describe('machine diagrams', () => {
  it.each(Object.entries(machineCatalog))('docs/machines/%s.md is current (else run npm run diagrams)', (name, machine) => {
    const file = new URL(`../docs/machines/${name}.md`, import.meta.url);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(machineDiagram(name, machine));
  });

  it('every machine file has its diagram: each is in the catalogue under its file name', () => {
    expect(machineFiles.length).toBeGreaterThan(0);
    const names = machineFiles.map((file) => basename(file, '.machine.ts')).sort();
    expect(Object.keys(machineCatalog).sort()).toEqual(names);
  });

  it('a tool’s machines join the catalogue by its descriptor alone', async () => {
    const notes = createMachine({ id: 'notes', initial: 'idle', states: { idle: {} } });
    const catalog = await machineCatalogOf([...(await toolDescriptorFiles()), { key: 'notes', machines: async () => ({ notes }) }]);
    expect(catalog.notes).toBe(notes);
    expect(Object.keys(catalog)).toEqual([...Object.keys(machineCatalog), 'notes']);
  });

  it('draws states with tags, events, guards and delays', () => {
    const diagram = machineDiagram('token', machineCatalog.token!);
    expect(diagram).toContain('state "valid (settled, valid)" as valid');
    expect(diagram).toContain('valid --> checkingExpired: token.check [expiredAt]');
    expect(diagram).toContain('valid --> renewing: after renewDelay [autoRenew]');
    expect(diagram).toContain('renewing --> waitingToRetry: error [unreachable]');
    expect(diagram).toContain('- `token.userCleared` → `noUser`');
  });

  it('nests child states', () => {
    const diagram = machineDiagram('auth', machineCatalog.auth!);
    expect(diagram).toContain('state signedOut {');
    expect(diagram).toContain('signedOut --> signedOut_redirecting: auth.login');
    expect(diagram).toContain('loadingUser --> renewing: done [storedUserExpired]');
  });
});
