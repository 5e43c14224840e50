import { mkdirSync, writeFileSync } from 'node:fs';
import { machineCatalog } from './machine-catalog';
import { machineDiagram } from './machine-diagram';

const folder = new URL('../docs/machines/', import.meta.url);
mkdirSync(folder, { recursive: true });
for (const [name, machine] of Object.entries(machineCatalog)) {
  writeFileSync(new URL(`${name}.md`, folder), machineDiagram(name, machine));
  console.log(`docs/machines/${name}.md`);
}
