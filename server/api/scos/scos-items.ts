import type { WireChip, WireItem } from '../../../contracts/customer-service';

/** The reply items the demo bot answers with: the studio's own wire types (contracts/customer-service.ts). */
export type ReplyItem =
  | WireItem
  /** The safety check's item of a type the studio does not know (shown as "could not be shown"). */
  | { type: 'CAROUSEL'; message: string };

/** Picks the text of the request's language. */
export type Say = (english: string, german: string) => string;

export const sayFor = (locale: string): Say => (english, german) => (locale.toLowerCase().startsWith('de') ? german : english);

/** Relative to the bot's address (`…/v1/scos/{token}`), so they resolve to `…/v1/scos/media/…`. */
export const media = (name: string) => `media/${name}`;

/** The values the studio sends back for the journeys' chips and buttons (stable across languages). */
export const journeyValues = {
  order: 'order-status',
  track: 'order-track',
  cancelOrder: 'order-cancel',
  products: 'products',
  howTo: 'how-to',
  appointment: 'appointment',
  upload: 'upload',
  data: 'data-only',
  handover: 'handover',
  safety: 'safety-check',
} as const;

/**
 * The upload trigger prefix and the cancel trigger (tools.md §5): button values the studio
 * acts on instead of sending. They are also the studio's defaults for its configuration.
 */
export const uploadTrigger = 'upload:start';
export const uploadCancelTrigger = 'upload:cancel';

export function journeyChips(say: Say): WireChip[] {
  return [
    { label: say('Order status', 'Bestellstatus'), value: journeyValues.order, imageUrl: media('chip-order.svg'), imageAltText: say('Parcel', 'Paket') },
    { label: say('Product suggestions', 'Produktvorschläge'), value: journeyValues.products },
    { label: say('How-to video', 'Anleitungsvideo'), value: journeyValues.howTo },
    { label: say('Book an appointment', 'Termin buchen'), value: journeyValues.appointment },
    { label: say('Upload a document', 'Dokument hochladen'), value: journeyValues.upload },
    { label: say('Data only', 'Nur Daten'), value: journeyValues.data },
    { label: say('Talk to a person', 'Mit einer Person sprechen'), value: journeyValues.handover },
    { label: say('Safety check (demo)', 'Sicherheitsprüfung (Demo)'), value: journeyValues.safety },
  ];
}
