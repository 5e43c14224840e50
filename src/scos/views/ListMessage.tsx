import { useTranslation } from 'react-i18next';
import type { Content } from '../protocol/messages';
import { ButtonView } from './ButtonView';

type ListContent = Extract<Content, { type: 'LIST' }>;

/** A LIST (or PRODUCT_LIST): a list; the first entry larger when asked; a default action is the title's link. */
export function ListMessage({ content, onAnswered }: { content: ListContent; onAnswered: () => void }) {
  const { t } = useTranslation('scos');
  return (
    <div className="scos-list">
      <ul aria-label={t(content.product ? 'list.products' : 'list.label')}>
        {content.entries.map((entry, index) => (
          <li key={index} className={index === 0 && content.largeTopItem ? 'scos-list-entry scos-list-top' : 'scos-list-entry'}>
            {entry.image && <img src={entry.image.src} alt={entry.image.alt} className="scos-list-image" />}
            <div>
              <p className="scos-list-title">
                {entry.href ? (
                  <a href={entry.href} target="_blank" rel="noopener noreferrer">
                    {entry.title}
                    <span className="sr-only"> ({t('newTab')})</span>
                  </a>
                ) : (
                  entry.title
                )}
              </p>
              {entry.subtitle && <p className="scos-muted">{entry.subtitle}</p>}
              {entry.buttons.map((button, buttonIndex) => (
                <ButtonView key={buttonIndex} button={button} onAnswered={onAnswered} />
              ))}
            </div>
          </li>
        ))}
      </ul>
      {content.button && <ButtonView button={content.button} onAnswered={onAnswered} />}
    </div>
  );
}
