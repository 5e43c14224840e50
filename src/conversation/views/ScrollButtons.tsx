import { ChangingButton } from '../../forms/ChangingButton';
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
      <ChangingButton
        face={hasNewMessages ? 'news' : 'down'}
        className={hasNewMessages ? 'button primary' : 'button scroll-down'}
        onPress={scrollToBottom}
      >
        {hasNewMessages ? t('messages.newMessages') : t('messages.scrollDown')}
      </ChangingButton>
    </div>
  );
}
