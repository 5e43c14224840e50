import { StreamingAnswer } from '../../conversation/render/StreamingAnswer';
import type { MessageKind } from './message-kind';

export interface TextContent {
  type: 'TEXT';
  direction: 'in' | 'out';
  text: string;
  fallback: boolean;
  uploadTrigger?: 'init' | 'cancel';
}

/** Emphasis marks and heading hashes are markup, not words. */
const withoutMarkup = (text: string) => text.replace(/[*_\x60]/g, '').replace(/^#+\s*/gm, '');

/** TEXT: the bot's words (through the sanitising Markdown renderer, never as HTML); may ask for an upload. */
export const textKind: MessageKind<'TEXT', TextContent> = {
  content: (item) => ({
    type: 'TEXT',
    direction: item.direction === 'out' ? 'out' : 'in',
    text: item.message,
    fallback: item.data?.textIsFallback === true,
    uploadTrigger: item.data?.execTrigger?.data.action,
  }),
  View: ({ content }) => (
    <div className={content.fallback ? 'scos-text scos-fallback' : 'scos-text'}>
      <StreamingAnswer text={content.text} />
    </div>
  ),
  plainText: (content) => withoutMarkup(content.text),
  transcriptText: (content) => content.text,
  closesOnReply: false,
};
