import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/**
 * tools.md §2, §4: away from the bottom of a conversation, a scroll button, or the new-messages
 * button in its place once some arrive. Place it in a positioned parent of the scroller; feed it `useStickToBottom`.
 */
export function ScrollButtons({ showScrollButton, hasNewMessages, scrollToBottom }: { showScrollButton: boolean; hasNewMessages: boolean; scrollToBottom: () => void }) {
  const { t } = useTranslation('chat');
  if (!showScrollButton) return null;
  return (
    <div className="scroll-buttons">
      {/* One pill: news when there is some (it leads to the bottom as well), else the way down. */}
      {hasNewMessages ? (
        <Button className="button primary" onPress={scrollToBottom}>
          {t('messages.newMessages')}
        </Button>
      ) : (
        <Button className="button scroll-down" onPress={scrollToBottom}>
          {t('messages.scrollDown')}
        </Button>
      )}
    </div>
  );
}
