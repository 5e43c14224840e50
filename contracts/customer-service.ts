import { z } from './zod';

/**
 * The customer-service bot's wire format: the one source of its shapes. The studio parses replies
 * with these schemas (src/scos/protocol/messages.ts), the reference bot's items are their types
 * (server/api/scos), and docs/openapi/customer-service.yaml is checked against them
 * (customer-service.test.ts). Lenient where the product is (unknown extra fields pass), strict on
 * what the studio renders (types, texts, lists); tools.md §3's legacy shapes are mapped on first.
 */

const text = z.string();

export const chipSchema = z.looseObject({
  label: text,
  value: text,
  imageUrl: text.optional(),
  imageAltText: text.optional(),
});

/** Upper case on the wire; the legacy shapes write the kinds in lower case. */
const upper = <Kinds extends z.ZodType<string, string>>(kinds: Kinds) => z.string().transform((value) => value.toUpperCase()).pipe(kinds);

export const buttonTypeSchema = z.enum(['ACTION', 'POSTBACK', 'URL', 'EMAIL', 'PHONE']);
export const mediaKindSchema = z.enum(['IMAGE', 'VIDEO', 'AUDIO']);

export const buttonSchema = z.looseObject({
  type: upper(buttonTypeSchema),
  label: text,
  value: text,
  target: text.optional(),
  sitData: z.record(z.string(), z.unknown()).optional(),
});

export const cardSchema = z.looseObject({
  image: text.optional(),
  imageAltText: text.optional(),
  title: text,
  subtitle: text.optional(),
  description: text.optional(),
  buttons: z.array(buttonSchema).optional(),
});

export const listItemSchema = z.looseObject({
  title: text,
  subtitle: text.optional(),
  imageUrl: text.optional(),
  imageAltText: text.optional(),
  defaultActionUrl: text.optional(),
  buttons: z.array(buttonSchema).optional(),
});

const chips = z.array(chipSchema).optional();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/).optional();

export const execTriggerSchema = z.looseObject({
  type: z.literal('upload'),
  data: z.looseObject({ action: z.enum(['init', 'cancel']) }),
});

/** One `response[]` item, by its type; `message` is the text, `data` the payload. */
export const replyItemSchema = z.discriminatedUnion('type', [
  z.looseObject({
    type: z.literal('TEXT'),
    message: text,
    data: z.looseObject({ textIsFallback: z.boolean().optional(), execTrigger: execTriggerSchema.optional() }).optional(),
    chips,
    quickReplies: chips,
  }),
  z.looseObject({ type: z.literal('PLACEHOLDER') }),
  z.looseObject({
    type: z.literal('BUTTON_LIST'),
    message: text.optional(),
    data: z.looseObject({ buttons: z.array(buttonSchema).min(1) }),
    chips,
    quickReplies: chips,
  }),
  z.looseObject({
    type: z.literal('MEDIA'),
    data: z.looseObject({ type: upper(mediaKindSchema), source: text.min(1), altText: text.optional() }),
    chips,
    quickReplies: chips,
  }),
  z.looseObject({ type: z.literal('CARD'), data: z.looseObject({ items: z.array(cardSchema).min(1) }), chips, quickReplies: chips }),
  z.looseObject({
    type: z.literal(['LIST', 'PRODUCT_LIST']),
    data: z.looseObject({ items: z.array(listItemSchema).min(1), largeTopItem: z.boolean().optional(), button: buttonSchema.optional() }),
    chips,
    quickReplies: chips,
  }),
  z.looseObject({
    type: z.literal('DATE_PICKER'),
    message: text.optional(),
    data: z.looseObject({ defaultDate: isoDate, minDate: isoDate, maxDate: isoDate, submitButtonText: text.optional() }).optional(),
  }),
  z.looseObject({ type: z.literal('DATA_ONLY'), data: z.record(z.string(), z.unknown()).optional() }),
]);

export type WireItem = z.infer<typeof replyItemSchema>;
export type WireButton = z.infer<typeof buttonSchema>;
export type WireChip = z.infer<typeof chipSchema>;

/** The item types the studio knows, read off the union above: any other is shown as unknown. */
export const knownMessageTypes: readonly WireItem['type'][] = replyItemSchema.options.flatMap((item) => [...item.shape.type.values]);

/**
 * tools.md §3's legacy shapes: lower-case types with a direction and the payload flattened
 * (`{type: 'text', direction: 'in', text, chips}`), mapped onto the current item before parsing.
 */
export const legacyItemSchema = z
  .looseObject({
    type: z.enum(['text', 'buttonList', 'button_list', 'media', 'card', 'list']),
    direction: z.enum(['in', 'out']).optional(),
    text: text.optional(),
    chips,
    buttons: z.array(z.unknown()).optional(),
    data: z.record(z.string(), z.unknown()).optional(),
    items: z.array(z.unknown()).optional(),
    largeTopItem: z.boolean().optional(),
    button: z.unknown().optional(),
  })
  .transform((legacy): Record<string, unknown> => {
    switch (legacy.type) {
      case 'text':
        return { type: 'TEXT', message: legacy.text, chips: legacy.chips, direction: legacy.direction };
      case 'buttonList':
      case 'button_list':
        return { type: 'BUTTON_LIST', message: legacy.text, data: { buttons: legacy.buttons }, chips: legacy.chips };
      case 'media':
        return { type: 'MEDIA', data: legacy.data, chips: legacy.chips };
      case 'card':
        return { type: 'CARD', data: { items: legacy.items }, chips: legacy.chips };
      case 'list':
        return { type: 'LIST', data: { items: legacy.items, largeTopItem: legacy.largeTopItem, button: legacy.button } };
    }
  });

export const replySchema = z.looseObject({ response: z.array(z.unknown()) });
