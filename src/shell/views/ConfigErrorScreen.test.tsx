import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { ConfigErrorScreen } from './ConfigErrorScreen';

describe('configuration error screen', () => {
  it('names the file and every problem', async () => {
    const i18n = await initI18n('en-US');
    render(
      <I18nextProvider i18n={i18n}>
        <ConfigErrorScreen failure={{ kind: 'invalid', problems: ['groups must be an object', 'auth.enabled must be true or false'] }} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'The studio cannot start' })).toBeInTheDocument();
    expect(screen.getByText(/config\.json/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'groups must be an object',
      'auth.enabled must be true or false',
    ]);
  });

  it('says in German when the file could not be loaded', async () => {
    const i18n = await initI18n('de-DE');
    render(
      <I18nextProvider i18n={i18n}>
        <ConfigErrorScreen failure={{ kind: 'unreachable', status: 404 }} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Das Studio kann nicht starten' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('die Datei konnte nicht geladen werden (HTTP 404)');
  });
});
