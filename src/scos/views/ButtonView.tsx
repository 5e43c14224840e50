import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Button as BotButton } from '../protocol/messages';
import { useScosTool } from '../scos-tool-context';

/**
 * A bot button: send and copy are buttons; url, email and phone are links (already checked by
 * safe-url.ts); a new tab never gets the opener.
 */
export function ButtonView({ button, onAnswered }: { button: BotButton; onAnswered: () => void }) {
  const { t } = useTranslation('scos');
  const { commands } = useScosTool();
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
        commands.press(button);
        onAnswered();
      }}
    >
      {button.label}
    </Button>
  );
}
