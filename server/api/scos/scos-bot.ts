import { journeyValues, type ReplyItem, sayFor, uploadCancelTrigger, uploadTrigger } from './scos-items';
import * as journeys from './scos-journeys';
import type { ScosTurn } from './scos-request';

/** Free-text words (English and German) that lead to a journey, besides the chips' values. */
const keywords: readonly [RegExp, string][] = [
  [/^(hi|hello|hallo|start|menu|menü)\b/, 'hi'],
  [/\b(order|bestellung|paket|parcel|lieferung|delivery)\b/, journeyValues.order],
  [/\b(product|products|produkt|produkte|suggestion|vorschl)/, journeyValues.products],
  [/\b(video|how-?to|anleitung|audio)\b/, journeyValues.howTo],
  [/\b(appointment|termin|book|buchen)\b/, journeyValues.appointment],
  [/\b(upload|hochladen|document|dokument)\b/, journeyValues.upload],
  [/\b(agent|person|human|mensch|mitarbeiter|colleague)\b/, journeyValues.handover],
];

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function journeyOf(message: string): string {
  const normalised = message.trim().toLowerCase();
  const known: string[] = [...Object.values(journeyValues), 'product-list', 'thanks'];
  if (known.includes(normalised)) return normalised;
  if (normalised.startsWith('reserve ')) return 'reserve';
  return keywords.find(([pattern]) => pattern.test(normalised))?.[1] ?? 'fallback';
}

/** The demo bot's answer to one turn: scripted, by the request's locale. */
export function answerTurn(turn: ScosTurn, today: Date): ReplyItem[] {
  const say = sayFor(turn.locale);
  const message = turn.message.trim();
  if (message === uploadCancelTrigger) return journeys.uploadCancelled(say);
  if (message.startsWith(uploadTrigger)) return journeys.uploadInvitation(say);
  if (datePattern.test(message)) return journeys.booked(say, message, today);
  switch (journeyOf(message)) {
    case 'hi':
      return turn.documents.length > 0 ? journeys.documentsReceived(say, turn.documents.length) : journeys.welcome(say, turn.testMode);
    case journeyValues.order:
      return journeys.orderStatus(say);
    case journeyValues.track:
      return journeys.tracking(say);
    case journeyValues.cancelOrder:
      return journeys.cancellation(say, turn.extra.orderId);
    case journeyValues.products:
      return journeys.suggestions(say);
    case 'product-list':
      return journeys.productList(say);
    case 'reserve':
      return [{ type: 'TEXT', message: say(`Reserved: ${message.slice('reserve '.length)}.`, `Reserviert: ${message.slice('reserve '.length)}.`) }];
    case journeyValues.howTo:
      return journeys.howTo(say);
    case journeyValues.appointment:
      return journeys.booking(say, today);
    case journeyValues.upload:
      return turn.documents.length > 0 ? journeys.documentsReceived(say, turn.documents.length) : journeys.uploadInvitation(say);
    case journeyValues.data:
      return journeys.dataOnly(say);
    case journeyValues.handover:
      return journeys.handover(say);
    case journeyValues.safety:
      return journeys.safetyCheck(say);
    case 'thanks':
      return [{ type: 'TEXT', message: say('You are welcome!', 'Gern geschehen!') }];
    default:
      return journeys.fallback(say);
  }
}
