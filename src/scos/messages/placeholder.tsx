import type { MessageKind } from './message-kind';

export interface PlaceholderContent {
  type: 'PLACEHOLDER';
}

/** PLACEHOLDER: the bot holds a place; nothing is shown, read or written. */
export const placeholderKind: MessageKind<'PLACEHOLDER', PlaceholderContent> = {
  content: () => ({ type: 'PLACEHOLDER' }),
  View: () => null,
  plainText: () => '',
  transcriptText: () => '',
  closesOnReply: false,
};
