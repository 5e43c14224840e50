import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { MessageActions } from './message-kind';
import type { Button as BotButton } from './message-parts';

/**
 * A bot button: send and copy are buttons; url, email and phone are links (already checked by
 * safe-url.ts); a new tab never gets the opener.
 */
export function ButtonView({ button, actions }: { button: BotButton; actions: MessageActions }) {
  const { t } = useTranslation('scos');
  if (button.kind === 'link') {
    return button.newTab ? (
      <a className="button scos-link" href={button.href} target="_blank" rel="noopener noreferrer">
        {button.label}
        <span className="sr-only"> ({t('newTab')})</span>
      </a>
    ) : (
      <a className="button scos-link" href={button.href}>
        {button.label}
      </a>
    );
  }
  return (
    <Button
      className="button"
      onPress={() => {
        actions.press(button);
        actions.answered();
      }}
    >
      {button.label}
    </Button>
  );
}
