import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDocuments, generateApiTypes, generatedUrl } from './generate-api-types';

describe('generated API types', () => {
  it('every OpenAPI document has a generated module', () => {
    const documents = readdirSync(new URL('../docs/openapi/', import.meta.url)).filter((file) => file.endsWith('.yaml'));
    expect(documents.map((file) => file.replace(/\.yaml$/, '')).sort()).toEqual([...apiDocuments].sort());
  });

  it.each(apiDocuments)('contracts/generated/%s.ts matches its document (else run npm run generate:api)', async (name) => {
    const file = generatedUrl(name);
    expect(existsSync(file), `contracts/generated/${name}.ts is missing: run npm run generate:api`).toBe(true);
    const committed = readFileSync(file, 'utf8');
    expect(committed === (await generateApiTypes(name)), `contracts/generated/${name}.ts is stale: run npm run generate:api`).toBe(
      true,
    );
  });

  it('says it is generated and not to be edited', async () => {
    expect((await generateApiTypes('main')).startsWith('// generated — do not edit.')).toBe(true);
  });

  it('types a file part as a Blob', async () => {
    expect(await generateApiTypes('main')).toMatch(/files: Blob;/);
  });
});
