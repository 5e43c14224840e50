import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';
import { chooseFilesByKeyboard, expectFocusSeen, tabTo } from './keyboard.helpers';

/** A WAV file's header and a little silence: audio by its bytes. */
const wav = (name: string) => ({ name, mimeType: 'audio/wav', buffer: Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(256)]) });

/** The input behind the kit's "Choose audio or video files" button (for a test that arranges files, not one of keys). */
const voxFileInput = (page: Page) => page.locator('.vox-drop input[type=file]');

async function expectNoWcagViolations(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await wcagViolations(page), scheme).toEqual([]);
  }
}

test('alice transcribes two files (a renamed non-audio file refused by its bytes), masks a phone number she typed, and evaluates both', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'alice', '/vox');
  await expect(page.getByRole('heading', { name: 'Files and settings' })).toBeVisible();
  await expect(page.getByText('No transcription service is configured: Vox Studio shows placeholder results.')).toBeVisible();

  await voxFileInput(page).setInputFiles([
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

  await expect(page.getByRole('button', { name: 'Summarize', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Transcript', exact: true }).click();
  await expect(files.getByRole('listitem').first()).toContainText('Transcribing…');
  await expect(files.getByRole('listitem').nth(1)).toContainText('Waiting');
  // Each transcript is a list of passages, each with its times, speaker and text.
  const first = page.getByRole('list', { name: 'Transcript of call-1.wav' });
  const second = page.getByRole('list', { name: 'Transcript of call-2.wav' });
  await expect(first.getByRole('textbox').first()).toHaveValue(/^Placeholder transcript of call-1\.wav/, { timeout: 10_000 });
  await expect(second.getByRole('textbox').first()).toHaveValue(/^Placeholder transcript of call-2\.wav/, { timeout: 10_000 });
  await expect(page.getByText('No files added yet.')).toBeVisible();

  await first.getByRole('textbox').first().fill('Der Kunde bittet um Rückruf unter +49 30 1234567 wegen seiner Rechnung.');
  const personal = page.getByRole('group', { name: 'Personal data found' });
  await expect(personal.locator('mark')).toHaveText(['+49 30 1234567 (phone number)']);
  await expectNoWcagViolations(page);
  await personal.getByRole('button', { name: 'Mask personal data' }).click();
  await expect(first.getByRole('textbox').first()).toHaveValue('Der Kunde bittet um Rückruf unter [phone] wegen seiner Rechnung.');

  await expect(page.getByRole('button', { name: 'Evaluate', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: /Profile/ }).click();
  await page.getByRole('option', { name: 'Demo profile' }).click();
  await page.getByRole('button', { name: 'Evaluate', exact: true }).click();
  // Three aspects per file, each quoting a passage of its transcript.
  await expect(page.getByText('Placeholder evaluation: no language model is used in the mock.')).toHaveCount(6, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Evaluate', exact: true })).toBeEnabled();

  // Accordion panels: one closes, the other stays open.
  await page.getByRole('button', { name: 'call-2.wav', exact: true }).click();
  await expect(second).toBeHidden();
  await expect(first).toBeVisible();
  await expectNoWcagViolations(page);

  // Nothing of it is in localStorage or sessionStorage (results are kept in IndexedDB).
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain('call-1.wav');
  expect(stored).not.toContain('[phone]');
});

test('by keyboard alone alice chooses a file, transcribes it, renames a speaker, gives a passage a new one, edits a passage, exports SRT with a cue per passage; a reload keeps it', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'alice', '/vox');
  // From here on, keys only.
  await tabTo(page, page.getByRole('button', { name: 'Choose audio or video files' }));
  await expectFocusSeen(page, 'the file button');
  await chooseFilesByKeyboard(page, [wav('call-3.wav')]);
  await tabTo(page, page.getByRole('button', { name: 'Transcript', exact: true }));
  await page.keyboard.press('Enter');
  const passages = page.getByRole('list', { name: 'Transcript of call-3.wav' }).getByRole('listitem');
  await expect(passages).toHaveCount(4, { timeout: 10_000 });
  await expect(passages.nth(1)).toContainText('00:00:03–00:00:08');

  await tabTo(page, page.getByRole('textbox', { name: 'Name of speaker 1' }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Agent Meyer');
  await page.keyboard.press('Enter');
  const speakerOf = (n: number) => passages.nth(n).getByRole('button', { name: /Speaker at / });
  await tabTo(page, speakerOf(1));
  await expectFocusSeen(page, "a passage's speaker");
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Agent Meyer' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(speakerOf(1)).toContainText('Speaker 2');
  // The list closed: the focus is back on its button, not lost to the page.
  await expect(speakerOf(1)).toBeFocused();
  await expect(speakerOf(0)).toContainText('Agent Meyer');
  await tabTo(page, passages.nth(2).getByRole('textbox'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Der Kunde fragt nach seiner Rechnung.');

  const download = page.waitForEvent('download');
  await tabTo(page, page.getByRole('button', { name: 'Export call-3.wav as SRT' }));
  await expectFocusSeen(page, 'an export button');
  await page.keyboard.press('Enter');
  const srt = await download;
  expect(srt.suggestedFilename()).toBe('call-3.srt');
  const cues = (await readFile(await srt.path(), 'utf8')).trim().split(/\n\n/);
  expect(cues).toEqual([
    '1\n00:00:00,000 --> 00:00:03,600\nAgent Meyer: Placeholder transcript of call-3.wav: no transcription service is configured.',
    '2\n00:00:03,600 --> 00:00:08,800\nSpeaker 2: These passages stand in for what was said; you can write over them.',
    '3\n00:00:08,800 --> 00:00:13,200\nAgent Meyer: Der Kunde fragt nach seiner Rechnung.',
    '4\n00:00:13,200 --> 00:00:18,800\nAgent Meyer: Rename a speaker once for the whole file, or give a passage another speaker.',
  ]);

  await page.reload();
  // Kept from the last visit: its panel starts closed.
  await tabTo(page, page.getByRole('button', { name: 'call-3.wav', exact: true }));
  await page.keyboard.press('Enter');
  await expect(passages.nth(2).getByRole('textbox')).toHaveValue('Der Kunde fragt nach seiner Rechnung.');
  await expect(page.getByRole('textbox', { name: 'Name of speaker 1' })).toHaveValue('Agent Meyer');
  await expect(page.getByRole('textbox', { name: 'Name of speaker 2' })).toHaveValue('Speaker 2');
  await expect(speakerOf(1)).toContainText('Speaker 2');
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a transcript with its speakers, exports and evaluation evidence fits the width; a quote leads to its passage', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await openSignedIn(page, 'alice', '/vox');
    await voxFileInput(page).setInputFiles([wav('a-rather-long-file-name-of-a-call-recording.wav')]);
    await page.getByRole('button', { name: 'Transcript', exact: true }).click();
    const passages = page.getByRole('list', { name: /^Transcript of/ }).getByRole('listitem');
    await expect(passages).toHaveCount(4, { timeout: 10_000 });
    await page.getByRole('button', { name: /Profile/ }).click();
    await page.getByRole('option', { name: 'Demo profile' }).click();
    await page.getByRole('button', { name: 'Evaluate', exact: true }).click();
    const quote = page.getByRole('button', { name: /^Show the passage at 00:00:03: / }).first();
    await expect(quote).toBeVisible({ timeout: 10_000 });
    await quote.click();
    await expect(passages.nth(1)).toHaveClass(/highlighted/);
    await expect(passages.nth(1).getByRole('textbox')).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('vox-phone.png'), fullPage: true });
  });
});
