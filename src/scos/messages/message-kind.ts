import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { WireItem } from '../../../contracts/customer-service';
import type { DateAnswer } from '../protocol/date-answer';
import type { Button, ParseContext, Warning } from './message-parts';

/** The item types of the wire format (contracts/customer-service.ts): the keys of the kinds' table. */
export type WireType = WireItem['type'];

/** The wire item of a type; LIST and PRODUCT_LIST share one shape. */
type ItemOfType<Item, Type> = Item extends { type: infer Types } ? (Type extends Types ? Item : never) : never;
export type WireItemOf<Type extends WireType> = ItemOfType<WireItem, Type>;

/** What a message's view may do: the commands its buttons and pickers answer through. */
export interface MessageActions {
  press: (button: Button) => void;
  /** The day picked, checked against the message's bounds; `label` is what the user's row reads. */
  submitDate: (input: string, minDate?: string, maxDate?: string, label?: (day: string) => string) => DateAnswer;
  /** A chip, button or picker was used: focus goes back to the input. */
  answered: () => void;
}

export interface MessageViewProps<Content> {
  content: Content;
  /** The user has replied since and the kind closes on reply: it no longer answers. */
  disabled: boolean;
  actions: MessageActions;
}

/**
 * Everything the studio does with one kind of bot message, in one place: what the wire item
 * becomes, how it is shown, what the live region reads, what the transcript writes, and whether
 * it closes once the user replies. README.md "Adding a message type" says where a new one goes.
 */
export interface MessageKind<Type extends WireType, Content extends { type: WireType }> {
  /** The shown content of a valid wire item; refusals and gaps go to `warnings`. */
  content: (item: WireItemOf<Type>, context: ParseContext, warnings: Warning[]) => Content;
  View: (props: MessageViewProps<Content>) => ReactNode;
  /** A short reading for the live region: its words, not its markup ('' reads nothing). */
  plainText: (content: Content, t: TFunction<'scos'>) => string;
  /** Its line in the transcript and the naming call ('' leaves it out). */
  transcriptText: (content: Content) => string;
  /** It stops answering (a picker is disabled) once the user replies; chips go from every kind. */
  closesOnReply: boolean;
}

/** A kind of one wire type, whatever its content: what the table of kinds holds. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has a content of its own
export type AnyMessageKind<Type extends WireType> = MessageKind<Type, any>;
