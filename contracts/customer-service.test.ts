import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from './zod';
import document from '../docs/openapi/customer-service.yaml?raw';
import {
  buttonSchema,
  buttonTypeSchema,
  cardSchema,
  chipSchema,
  execTriggerSchema,
  knownMessageTypes,
  listItemSchema,
  mediaKindSchema,
  replyItemSchema,
} from './customer-service';

/** As much of an OpenAPI schema object as is compared here. */
interface DocumentedSchema {
  enum?: string[];
  properties?: Record<string, unknown>;
  required?: string[];
}

const openapi: { components: { schemas: Record<string, DocumentedSchema> } } = parse(document);
const documented = (name: string): DocumentedSchema => {
  const schema = openapi.components.schemas[name];
  if (!schema) throw new Error(`docs/openapi/customer-service.yaml has no schema ${name}`);
  return schema;
};

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
const propertiesOf = (schema: DocumentedSchema) => sorted(Object.keys(schema.properties ?? {}));

/** An object schema, through `.optional()`; a record (DATA_ONLY's payload) has no fields of its own. */
const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodObject ? inner.shape : {};
};
const fieldsOf = (schema: z.ZodType) => sorted(Object.keys(shapeOf(schema)));
const requiredOf = (schema: z.ZodType) =>
  sorted(Object.entries(shapeOf(schema)).flatMap(([key, field]) => (field.safeParse(undefined).success ? [] : [key])));

describe('the customer-service wire format: the OpenAPI document says what the schema says', () => {
  it('the message types are the ones the studio knows', () => {
    expect(sorted(knownMessageTypes)).toEqual(sorted(documented('CsMessageType').enum ?? []));
  });

  it('the button types and the media kinds', () => {
    expect(sorted(buttonTypeSchema.options)).toEqual(sorted(documented('CsButtonType').enum ?? []));
    expect(sorted(mediaKindSchema.options)).toEqual(sorted(documented('CsMediaKind').enum ?? []));
  });

  it.each([
    ['CsChip', chipSchema],
    ['CsButton', buttonSchema],
    ['CsCard', cardSchema],
    ['CsListItem', listItemSchema],
    ['CsExecTrigger', execTriggerSchema],
  ] as const)('%s has the same fields, and the same of them required', (name, schema) => {
    expect(propertiesOf(documented(name))).toEqual(fieldsOf(schema));
    expect(sorted(documented(name).required ?? [])).toEqual(requiredOf(schema));
  });

  it('a reply item has the fields of all item types, its data the payloads of all of them', () => {
    expect(propertiesOf(documented('CsReplyItem'))).toEqual(sorted(replyItemSchema.options.flatMap(fieldsOf)));
    const payloads = replyItemSchema.options.flatMap((item) => ('data' in item.shape ? fieldsOf(item.shape.data) : []));
    expect(propertiesOf(documented('CsReplyData'))).toEqual(sorted(payloads));
  });
});
