import { kindOf, type Content } from '../messages/message-kinds';
import type { MessageActions } from '../messages/message-kind';

export interface RichContentProps {
  content: Content;
  /** The user has replied since and the item's kind closes on reply: it no longer answers (tools.md §5). */
  disabled: boolean;
  actions: MessageActions;
}

/** A bot item, shown by its kind (src/scos/messages/); an unknown or broken one as "could not be shown". */
export function RichContent({ content, disabled, actions }: RichContentProps) {
  const { View } = kindOf(content);
  return <View content={content} disabled={disabled} actions={actions} />;
}
