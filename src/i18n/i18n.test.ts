import { describe, expect, it } from 'vitest';
import { initI18n } from './i18n';

describe('i18n', () => {
  it('defaults to en-US and sets the document language', async () => {
    const i18n = await initI18n();
    expect(i18n.language).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.t('auth.loggedOut')).toBe('Logout successful');
  });

  it('loads German messages only when German is chosen', async () => {
    const i18n = await initI18n('en-US');
    expect(i18n.hasResourceBundle('de-DE', 'common')).toBe(false);
    await i18n.changeLanguage('de-DE');
    expect(i18n.hasResourceBundle('de-DE', 'common')).toBe(true);
    expect(document.documentElement.lang).toBe('de-DE');
    expect(i18n.t('auth.loggedOut')).toBe('Abmeldung erfolgreich');
  });
});
