import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { localConfig } from '../../../test/fixtures/runtime-config';
import { PlatformProvider } from '../../platform/platform';
import { startTestPlatform } from '../../platform/testing';
import ErrorPage from './ErrorPage';

async function showNoAccess({ locale = 'en-US', accessContact, entry = '/error?reason=unauthorized&path=%2Faudit-gpt' }: { locale?: string; accessContact?: string; entry?: string } = {}) {
  const config = localConfig();
  if (accessContact === undefined) delete config.accessContact;
  else config.accessContact = accessContact;
  const { platform } = await startTestPlatform({ config });
  await platform.i18n.changeLanguage(locale);
  render(
    <Provider store={platform.store}>
      <I18nextProvider i18n={platform.i18n}>
        <PlatformProvider value={platform}>
          <MemoryRouter initialEntries={[entry]}>
            <ErrorPage />
          </MemoryRouter>
        </PlatformProvider>
      </I18nextProvider>
    </Provider>,
  );
}

describe('the page for a tool the user may not open', () => {
  it('names the tool, says what it is for and whom to ask (a mail link for an address)', async () => {
    await showNoAccess({ accessContact: 'studio-support@example.com' });
    expect(screen.getByText('You are not allowed to access the page /audit-gpt.')).toBeInTheDocument();
    expect(screen.getByText("AuditGPT: Ask audit questions with your department's stored prompts.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'studio-support@example.com' })).toHaveAttribute('href', 'mailto:studio-support@example.com');
    expect(screen.getByText(/To get access, ask/)).toHaveTextContent('To get access, ask studio-support@example.com.');
  });

  it('in German, with a contact that is a team, not an address', async () => {
    await showNoAccess({ locale: 'de-DE', accessContact: 'das IT-Service-Team' });
    expect(screen.getByText('AuditGPT: Stelle Prüfungsfragen mit den gespeicherten Prompts deiner Abteilung.')).toBeInTheDocument();
    expect(screen.getByText(/Für den Zugang/)).toHaveTextContent('Für den Zugang wende dich an das IT-Service-Team.');
    expect(screen.queryByRole('link', { name: 'das IT-Service-Team' })).toBeNull();
  });

  it('without a configured contact, says to ask whoever looks after the studio', async () => {
    await showNoAccess();
    expect(screen.getByText('To get access, ask whoever looks after the studio for you.')).toBeInTheDocument();
  });
});

describe('the error page for anything else (platform.md §8)', () => {
  it.each(['/error', '/error?reason=something-else'])('%s says "An unknown error has occurred." and leads to the start page', async (entry) => {
    await showNoAccess({ entry });
    expect(screen.getByText('An unknown error has occurred.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });

  it('a page that is not there is named', async () => {
    await showNoAccess({ entry: '/error?reason=not-found&path=%2Fnowhere' });
    expect(screen.getByText('The page /nowhere could not be found.')).toBeInTheDocument();
  });
});
