import { expect, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { test } from './fixtures';
import { signInAs } from './sign-in.helpers';

/** A WAV file's header and a little silence: audio by its bytes. */
const wav = (name: string) => ({ name, mimeType: 'audio/wav', buffer: Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(256)]) });

async function expectNoWcagViolations(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await wcagViolations(page), scheme).toEqual([]);
  }
}

test('alice transcribes two files (a renamed non-audio file refused by its bytes), masks a phone number she typed, and evaluates both', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/vox');
  await signInAs(page, 'alice');
  await expect(page.getByRole('heading', { name: 'Files and settings' })).toBeVisible();
  await expect(page.getByText('No transcription service is configured: Vox Studio shows placeholder results.')).toBeVisible();

  await page.getByLabel('Choose audio or video files').setInputFiles([
    wav('call-1.wav'),
    wav('call-2.wav'),
    { name: 'notes.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n') },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: 'notes.mp3 is not an audio or video file (its content does not match its type).' })).toBeVisible();
  const files = page.getByRole('list').filter({ hasText: 'call-1.wav' });
  await expect(files.getByRole('listitem')).toHaveText([/call-1\.wav\s*Waiting/, /call-2\.wav\s*Waiting/]);

  // The transcript's language is its own choice, independent of the interface.
  await page.getByRole('button', { name: /Transcript language/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Detect automatically', 'German', 'English', 'French', 'Spanish', 'Italian', 'Turkish', 'Polish']);
  await page.getByRole('option', { name: 'German' }).click();

  await expect(page.getByRole('button', { name: 'Summarize' })).toBeDisabled();
  await page.getByRole('button', { name: 'Transcript', exact: true }).click();
  await expect(files.getByRole('listitem').first()).toContainText('Transcribing…');
  await expect(files.getByRole('listitem').nth(1)).toContainText('Waiting');
  const first = page.getByRole('textbox', { name: 'Transcript of call-1.wav' });
  const second = page.getByRole('textbox', { name: 'Transcript of call-2.wav' });
  await expect(first).toHaveValue(/^Placeholder transcript of call-1\.wav/, { timeout: 10_000 });
  await expect(second).toHaveValue(/^Placeholder transcript of call-2\.wav/, { timeout: 10_000 });
  await expect(page.getByText('No files added yet.')).toBeVisible();

  await first.fill('Der Kunde bittet um Rückruf unter +49 30 1234567 wegen seiner Rechnung.');
  const personal = page.getByRole('group', { name: 'Personal data found' });
  await expect(personal.locator('mark')).toHaveText(['+49 30 1234567 (phone number)']);
  await expectNoWcagViolations(page);
  await personal.getByRole('button', { name: 'Mask personal data' }).click();
  await expect(first).toHaveValue('Der Kunde bittet um Rückruf unter [phone] wegen seiner Rechnung.');

  await expect(page.getByRole('button', { name: 'Evaluate' })).toBeDisabled();
  await page.getByRole('button', { name: /Profile/ }).click();
  await page.getByRole('option', { name: 'Demo profile' }).click();
  await page.getByRole('button', { name: 'Evaluate' }).click();
  await expect(page.getByText('Placeholder evaluation: no language model is used in the mock.')).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Evaluate' })).toBeEnabled();

  // Accordion panels: one closes, the other stays open.
  await page.getByRole('button', { name: 'call-2.wav' }).click();
  await expect(second).toBeHidden();
  await expect(first).toBeVisible();
  await expectNoWcagViolations(page);

  // Nothing of it is written to browser storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain('call-1.wav');
  expect(stored).not.toContain('[phone]');
});
