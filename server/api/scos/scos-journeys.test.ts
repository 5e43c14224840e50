import { describe, expect, it } from 'vitest';
import { knownMessageTypes, replyItemSchema } from '../../../contracts/customer-service';
import { sayFor } from './scos-items';
import * as journeys from './scos-journeys';

const today = new Date('2026-03-02T10:00:00Z');

/** Every answer the demo bot can give, in both languages. */
const answers = ['en-US', 'de-DE'].flatMap((locale) => {
  const say = sayFor(locale);
  return [
    journeys.welcome(say, false),
    journeys.welcome(say, true),
    journeys.orderStatus(say),
    journeys.tracking(say),
    journeys.cancellation(say, 'A-1042'),
    journeys.cancellation(say, undefined),
    journeys.suggestions(say),
    journeys.productList(say),
    journeys.howTo(say),
    journeys.booking(say, today),
    journeys.booked(say, journeys.isoDay(today), today),
    journeys.booked(say, '2026-03-03', today),
    journeys.uploadInvitation(say),
    journeys.uploadCancelled(say),
    journeys.documentsReceived(say, 2),
    journeys.dataOnly(say),
    journeys.handover(say),
    journeys.safetyCheck(say),
    journeys.fallback(say),
  ];
});

describe('the demo bot speaks the studio’s wire format', () => {
  it('every item it sends is one the studio’s schema accepts, but the safety check’s deliberately unknown one', () => {
    const refused = answers.flat().flatMap((item) => {
      const parsed = replyItemSchema.safeParse(item);
      return parsed.success ? [] : [{ type: item.type, problem: parsed.error.issues[0]?.message }];
    });
    expect(refused).toEqual([
      { type: 'CAROUSEL', problem: expect.any(String) },
      { type: 'CAROUSEL', problem: expect.any(String) },
    ]);
  });

  it('sends every message type the studio knows in some journey, so that each can be seen and tried (a placeholder shows nothing)', () => {
    const sent = new Set<string>(answers.flat().map((item) => item.type));
    expect(knownMessageTypes.filter((type) => type !== 'PLACEHOLDER' && !sent.has(type))).toEqual([]);
  });
});
