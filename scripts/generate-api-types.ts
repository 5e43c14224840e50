/**
 * Generates the TypeScript types of every OpenAPI document in docs/openapi/ into
 * contracts/generated/<name>.ts. Run with `npm run generate:api` after changing a document;
 * generate-api-types.test.ts fails while the committed output is stale.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, type SchemaObject } from 'openapi-typescript';
import ts from 'typescript';

export const apiDocuments = ['main', 'audit', 'trial', 'registry', 'customer-service'] as const;
export type ApiDocument = (typeof apiDocuments)[number];

const header = (name: ApiDocument) =>
  `// generated — do not edit. Source: docs/openapi/${name}.yaml; regenerate with npm run generate:api.\n\n`;

export const documentUrl = (name: ApiDocument) => new URL(`../docs/openapi/${name}.yaml`, import.meta.url);
export const generatedUrl = (name: ApiDocument) => new URL(`../contracts/generated/${name}.ts`, import.meta.url);

/** A file part (`format: binary`) is a Blob in the browser, not the string openapi-typescript assumes. */
function binaryAsBlob(schema: SchemaObject): ts.TypeNode | undefined {
  return 'format' in schema && schema.format === 'binary' ? ts.factory.createTypeReferenceNode('Blob') : undefined;
}

/** The generated module for one document, as it must be committed. */
export async function generateApiTypes(name: ApiDocument): Promise<string> {
  const ast = await openapiTS(documentUrl(name), { silent: true, transform: binaryAsBlob });
  return header(name) + astToString(ast);
}

async function main() {
  for (const name of apiDocuments) {
    writeFileSync(generatedUrl(name), await generateApiTypes(name));
    console.log(`contracts/generated/${name}.ts`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
