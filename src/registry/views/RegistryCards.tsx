import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { RegistryCard } from '../../../machines/registry/registry.types';
import { DisclosureHeading } from '../../forms/DisclosureHeading';
import { formatDateTime } from '../../i18n/formats';
import { RetryNotice } from '../../shell/views/RetryNotice';
import { useAppSelector } from '../../platform/store-hooks';
import { selectIsFeedbackContact } from '../../../store/capabilities.slice';
import { indexedDate, mailtoOf, searchCards } from '../registry-cards';
import { useRegistryTool } from '../registry-tool-context';
import { ComponentFeedbackDialog } from './ComponentFeedbackDialog';

/** Registry mode: a search box over an accordion of the components the user may use. */
export function RegistryCards() {
  const { t } = useTranslation('registry');
  const { catalogue, commands } = useRegistryTool();
  const loading = useSelector(catalogue, (s) => s.hasTag('loading'));
  const failed = useSelector(catalogue, (s) => s.hasTag('loadFailed'));
  const components = useSelector(catalogue, (s) => s.context.components);
  const [query, setQuery] = useState('');
  const shown = searchCards(components, query);

  return (
    <section className="registry-cards" aria-labelledby="registry-cards-heading">
      {/* The page's title already names what is shown: this heading is for finding the list, not seen twice. */}
      <h2 id="registry-cards-heading" className="sr-only">{t('cards.heading')}</h2>
      <SearchField className="field registry-search" value={query} onChange={setQuery}>
        <Label>{t('cards.search')}</Label>
        <Input />
      </SearchField>
      {loading && <p role="status">{t('cards.loading')}</p>}
      {failed && <RetryNotice message={t('cards.loadFailed')} retryLabel={t('cards.retry')} onRetry={commands.retryList} />}
      {!loading && !failed && components.length === 0 && <p className="muted">{t('cards.none')}</p>}
      {components.length > 0 && shown.length === 0 && <p className="muted" role="status">{t('cards.noMatch', { query: query.trim() })}</p>}
      <DisclosureGroup allowsMultipleExpanded>
        {shown.map((card) => (
          <ComponentCard key={card.key} card={card} />
        ))}
      </DisclosureGroup>
      <ComponentFeedbackDialog />
    </section>
  );
}

function HealthLine({ card }: { card: RegistryCard }) {
  const { t, i18n } = useTranslation('registry');
  if (!card.health) return <span className="registry-health">{t('health.unknown')}</span>;
  const indexed = indexedDate(card.health.indexedAt);
  const indexing =
    indexed === 'unknown'
      ? t('health.indexedUnknown')
      : indexed && t('health.indexedAt', { when: formatDateTime(indexed, i18n.language) });
  return (
    <span className={`registry-health ${card.health.ok ? 'registry-health-ok' : 'registry-health-down'}`}>
      {card.health.ok ? t('health.ok') : t('health.down')}
      {indexing && ` · ${indexing}`}
    </span>
  );
}

function ComponentCard({ card }: { card: RegistryCard }) {
  const { t } = useTranslation('registry');
  const { commands } = useRegistryTool();
  const mailto = mailtoOf(card.contactEmail);
  // Its contact (as the server said, GET /v1/capabilities) reads what users think of its answers.
  const contact = useAppSelector((state) => selectIsFeedbackContact(state, card.name));
  return (
    <Disclosure id={card.key} className="registry-card">
      <DisclosureHeading className="registry-card-trigger">{card.title}</DisclosureHeading>
      <p className="registry-card-summary">
        <HealthLine card={card} />
        {!card.trusted && <span className="registry-untrusted-badge"> · {t('card.untrustedBadge')}</span>}
      </p>
      <DisclosurePanel className="registry-card-body">
        <p>{card.description}</p>
        <dl className="registry-facts">
          <dt>{t('card.name')}</dt>
          <dd>{card.name}</dd>
          <dt>{t('card.environment')}</dt>
          <dd>{card.environment}</dd>
          <dt>{t('card.contact')}</dt>
          <dd>{card.contactName}</dd>
          <dt>{t('card.email')}</dt>
          <dd>{mailto ? <a href={mailto}>{card.contactEmail}</a> : t('card.invalidEmail', { address: card.contactEmail })}</dd>
        </dl>
        {!card.trusted && (
          <p className="notice notice-warning">{t('card.untrusted')}</p>
        )}
        {/* One that cannot be chatted with (outside the bearer allowlist) is offered neither Set nor To chat. */}
        {card.trusted && (
          <div className="registry-card-actions">
            <Button className="button" aria-label={t('card.setNamed', { name: card.title })} onPress={() => commands.setComponent(card.key)}>
              {t('card.set')}
            </Button>
            <Button className="button primary" aria-label={t('card.chatNamed', { name: card.title })} onPress={() => commands.chatWith(card.key)}>
              {t('card.chat')}
            </Button>
          </div>
        )}
        {contact && (
          <div className="registry-card-actions">
            <Button className="button outline" aria-label={t('card.feedbackNamed', { name: card.title })} onPress={() => commands.openComponentFeedback(card)}>
              {t('card.feedback')}
            </Button>
          </div>
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}
