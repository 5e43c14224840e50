import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonListKind } from './button-list';
import { cardKind } from './card';
import { dataOnlyKind } from './data-only';
import { datePickerKind } from './date-picker';
import { listKind } from './list';
import { mediaKind } from './media';
import type { AnyMessageKind, MessageKind, MessageViewProps, WireType } from './message-kind';
import { placeholderKind } from './placeholder';
import { textKind } from './text';

/**
 * Every message kind, by its wire type. `satisfies` makes the compiler check the table: a wire
 * type without its kind, or a kind of a type the wire format does not have, does not compile.
 */
export const messageKinds = {
  TEXT: textKind,
  PLACEHOLDER: placeholderKind,
  BUTTON_LIST: buttonListKind,
  MEDIA: mediaKind,
  CARD: cardKind,
  LIST: listKind,
  PRODUCT_LIST: listKind,
  DATE_PICKER: datePickerKind,
  DATA_ONLY: dataOnlyKind,
} satisfies { [Type in WireType]: AnyMessageKind<Type> };

type Kinds = typeof messageKinds;

/** An unknown type or a broken item: shown as "this message could not be shown", never a crash. */
export interface UnshowableContent {
  type: 'UNSHOWABLE';
}

/** What a bot item shows: the content of one of the kinds, or the unshowable row. */
export type Content = ReturnType<Kinds[WireType]['content']> | UnshowableContent;

function Unshowable() {
  const { t } = useTranslation('scos');
  return (
    <p className="scos-unshowable" role="note">
      {t('unshowable')}
    </p>
  );
}

/** A kind as the shown content is handled: by its own type (a content type is a wire type, or UNSHOWABLE). */
export type ShownKind = Omit<MessageKind<never, never>, 'content' | 'View' | 'plainText' | 'transcriptText'> & {
  View: (props: MessageViewProps<Content>) => ReactNode;
  plainText: (content: Content, t: TFunction<'scos'>) => string;
  transcriptText: (content: Content) => string;
};

/** The row of an item the studio cannot show: it says so, in the live region too, and writes nothing to the transcript. */
const unshowableKind: ShownKind = {
  View: Unshowable,
  plainText: (_content, t) => t('unshowable'),
  transcriptText: () => '',
  closesOnReply: false,
};

/** The kind that handles a shown content: its own (the content types are wire types), or the unshowable row's. */
export const kindOf = (content: Content): ShownKind => (content.type === 'UNSHOWABLE' ? unshowableKind : (messageKinds[content.type] as unknown as ShownKind));
