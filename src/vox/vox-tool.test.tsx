import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type PathParams } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { recordRequests } from '../api/testing';
import { capabilities, captureDownloads, keptCall, keptKey, speakerPicker, startVox, voxFileInput, wav, type Schemas } from './testing';

describe('Vox Studio as the user meets it (real tool, msw)', () => {
  setupMswForSuite();

  it('without transcription on the server: the mock runs and makes no call beyond the capabilities', async () => {
    mswServer.use(capabilities(false));
    const requests = recordRequests();
    const vox = await startVox();
    expect(screen.getByText('No transcription service is configured: Vox Studio shows placeholder results.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transcript' })).toBeDisabled();
    await vox.user.upload(voxFileInput(), [wav('a.wav')]);
    await screen.findByText('a.wav');
    await vox.user.click(screen.getByRole('button', { name: 'Transcript' }));
    expect(await screen.findByText('Transcribing…')).toBeInTheDocument();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/v1/capabilities']);
  });

  it('on a phone the files, the profile and the actions lead the page; the language waits in the "Files and settings" drawer', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 768px)', media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    onTestFinished(() => void vi.unstubAllGlobals());
    mswServer.use(capabilities(false));
    const vox = await startVox();
    const drawer = () => screen.queryByRole('region', { name: 'Files and settings' });
    expect(drawer()).toBeNull();
    // The notice is on the first screen, not in the closed drawer.
    expect(screen.getByText('No transcription service is configured: Vox Studio shows placeholder results.')).toBeVisible();
    // Summarize and Evaluate say why they wait.
    expect(screen.getByRole('button', { name: 'Summarize' })).toHaveAccessibleDescription('Summarize and Evaluate need a profile: choose one above.');
    expect(screen.queryByRole('button', { name: /Transcript language/ })).toBeNull();
    await vox.user.upload(voxFileInput(), [wav('a.wav')]);
    await vox.user.click(screen.getByRole('button', { name: 'Transcript' }));
    expect(await screen.findByText('Transcribing…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Profile/ })).toBeInTheDocument();

    await vox.user.click(screen.getByRole('button', { name: 'Files and settings' }));
    expect(within(drawer()!).getByRole('button', { name: /Transcript language/ })).toBeInTheDocument();
    expect(within(drawer()!).queryByRole('button', { name: 'Choose audio or video files' })).toBeNull();
    await vox.user.click(within(drawer()!).getByRole('button', { name: 'Close sidebar' }));
    expect(drawer()).toBeNull();
  });

  it('takes dropped files as picked ones; a file not started can be removed', async () => {
    mswServer.use(capabilities(false));
    const vox = await startVox();
    const dropArea = screen.getByText('Drop audio or video files here').parentElement!;
    fireEvent.drop(dropArea, { dataTransfer: { files: [wav('dropped.wav'), wav('second.wav')] } });
    expect(await screen.findByText('dropped.wav')).toBeInTheDocument();
    await vox.user.click(screen.getByRole('button', { name: 'Remove dropped.wav' }));
    expect(screen.queryByText('dropped.wav')).toBeNull();
    expect(screen.getByText('second.wav')).toBeInTheDocument();
  });

  it('refuses a file over 10 MB with "(max 10 MB)" and a wrong type by name, each with its name', async () => {
    mswServer.use(capabilities(false));
    const vox = await startVox();
    const input = voxFileInput();
    // The picker's accept list would filter the text file out; a drop does not.
    await vox.user.upload(input, [wav('long.wav', 10_000_001)]);
    expect(await screen.findByText('long.wav is too big (max 10 MB).')).toBeInTheDocument();
    vox.tool.commands.addFiles([new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('The file type of notes.txt is not supported.')).toBeInTheDocument();
    expect(screen.getByText('No files added yet.')).toBeInTheDocument();
  });

  it('with transcription on the server: the file goes to the API with the language; its passages come with times and the service\'s speakers; Evaluate sends the masked lines per aspect and shows the evidence', async () => {
    const transcriptions: Array<{ query: string; type: string | null; bytes: number }> = [];
    const analyses: Array<Schemas['VoiceAnalysisRequest']> = [];
    mswServer.use(
      capabilities(true),
      http.post(`${defaultApiBase}/v1/transcriptions`, async ({ request }) => {
        const body = await request.arrayBuffer();
        transcriptions.push({ query: new URL(request.url).search, type: request.headers.get('content-type'), bytes: body.byteLength });
        return HttpResponse.json<Schemas['VoiceTranscript']>({
          text: 'Guten Tag, hier ist Anna. Rufen Sie 030 1234567 an.',
          segments: [
            { start: 0, end: 3.5, text: 'Guten Tag, hier ist Anna.', speaker: 'SPEAKER_00' },
            { start: 3.5, end: 8, text: 'Rufen Sie 030 1234567 an.', speaker: 'SPEAKER_01' },
          ],
        });
      }),
      http.post<PathParams, Schemas['VoiceAnalysisRequest'], Schemas['VoiceAnalysis']>(`${defaultApiBase}/v1/voice/analysis`, async ({ request }) => {
        const body = await request.json();
        analyses.push(body);
        return HttpResponse.json({
          text: `answer ${analyses.length}`,
          quotes: [
            { text: 'rufen Sie [phone] an', time: 3 },
            { text: 'Ich kündige', time: null },
          ],
        });
      }),
    );
    const vox = await startVox();
    await vox.user.upload(voxFileInput(), [wav('call.wav')]);
    await screen.findByText('call.wav');
    await vox.user.click(screen.getByRole('button', { name: /Transcript language/ }));
    await vox.user.click(screen.getByRole('option', { name: 'Polish' }));
    await vox.user.click(screen.getByRole('button', { name: 'Transcript' }));
    const second = await screen.findByRole('textbox', { name: 'Text at 00:00:03' });
    expect(second).toHaveValue('Rufen Sie 030 1234567 an.');
    expect(screen.getByRole('textbox', { name: 'Text at 00:00:00' })).toHaveValue('Guten Tag, hier ist Anna.');
    expect(screen.getByText('00:00:03–00:00:08')).toBeInTheDocument();
    expect(speakerPicker('00:00:03')).toHaveTextContent('SPEAKER_01');
    expect(screen.getByRole('textbox', { name: 'Name of speaker 1' })).toHaveValue('SPEAKER_00');
    expect(transcriptions).toEqual([{ query: '?name=call.wav&language=pl', type: 'audio/wav', bytes: 76 }]);
    expect(within(screen.getByRole('group', { name: 'Personal data found' })).getByText(/030 1234567/)).toBeInTheDocument();

    await vox.user.click(screen.getByRole('button', { name: /Profile/ }));
    await vox.user.click(screen.getByRole('option', { name: 'Demo profile' }));
    await vox.user.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(await screen.findByText('answer 3')).toBeInTheDocument();
    // The aspects under their names in the interface's language, not the profile's keys.
    expect(screen.getByText('Sentiment').nextElementSibling).toHaveTextContent(/^answer 1/);
    expect(screen.getByText('Topic (CRM category)').nextElementSibling).toHaveTextContent(/^answer 2/);
    expect(screen.getByText('Suggestions for improvement')).toBeInTheDocument();
    expect(analyses.map((call) => call.text)).toEqual(Array(3).fill('[00:00:00] Speaker 1: Guten Tag, hier ist Anna.\n[00:00:03] Speaker 2: Rufen Sie [phone] an.'));
    expect(analyses.map((call) => call.evidence)).toEqual([true, true, true]);
    expect(analyses[2]!.instruction).toMatch(/Verbesserungsvorschläge/);
    // The transcript on screen is the user's to mask; only what was sent was masked.
    expect(second).toHaveValue('Rufen Sie 030 1234567 an.');

    // A quote found in the transcript leads to its passage; one that is not says so, unlinked.
    expect(screen.getAllByText('(not found in the transcript)')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Ich kündige/ })).toBeNull();
    await vox.user.click(screen.getAllByRole('button', { name: 'Show the passage at 00:00:03: rufen Sie [phone] an' })[1]!);
    expect(second.closest('li')).toHaveClass('highlighted');
    expect(screen.getByRole('textbox', { name: 'Text at 00:00:00' }).closest('li')).not.toHaveClass('highlighted');
    expect(second).toHaveFocus();
    // Edited so the words are gone: the quote no longer leads anywhere.
    await vox.user.clear(second);
    await vox.user.type(second, 'Bitte später.');
    expect(screen.queryByRole('button', { name: /Show the passage/ })).toBeNull();
    expect(screen.getAllByText('(not found in the transcript)')).toHaveLength(6);
  });
});

describe('Vox results kept in this browser, with speakers, edits and exports', () => {
  setupMswForSuite();

  it('a kept result opens closed; a speaker renamed once, a passage given a new speaker and edited; the SRT holds it all; the next visit finds it', async () => {
    mswServer.use(capabilities(false));
    const storage = memoryKeyValueStore({ [keptKey]: keptCall });
    const downloads = captureDownloads();
    const vox = await startVox(storage);
    const trigger = screen.getByRole('button', { name: 'call-7.wav' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Results are kept in this browser for 30 days, at most 50 files.')).toBeInTheDocument();
    // Kept results are not the sidebar's to summarize (it works on this visit's files).
    await vox.user.click(screen.getByRole('button', { name: /Profile/ }));
    await vox.user.click(screen.getByRole('option', { name: 'Demo profile' }));
    expect(screen.getByRole('button', { name: 'Summarize' })).toBeDisabled();
    await vox.user.click(trigger);
    expect(screen.getByRole('button', { name: 'Summarize call-7.wav' })).toBeEnabled();

    const name = screen.getByRole('textbox', { name: 'Name of speaker 1' });
    await vox.user.clear(name);
    await vox.user.type(name, 'Agent Meyer{Enter}');
    await vox.user.click(speakerPicker('00:00:04'));
    await vox.user.click(screen.getByRole('option', { name: 'New speaker' }));
    expect(speakerPicker('00:00:04')).toHaveTextContent('Speaker 2');
    expect(speakerPicker('00:00:00')).toHaveTextContent('Agent Meyer');
    const text = screen.getByRole('textbox', { name: 'Text at 00:00:04' });
    await vox.user.clear(text);
    await vox.user.type(text, 'My invoice from May is wrong.');

    await vox.user.click(screen.getByRole('button', { name: 'Export call-7.wav as SRT' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('call-7.srt');
    expect(await downloads[0]!.blob.text()).toBe(
      '1\n00:00:00,000 --> 00:00:04,200\nAgent Meyer: Good morning, Anna speaking.\n\n2\n00:00:04,200 --> 00:00:09,800\nSpeaker 2: My invoice from May is wrong.\n',
    );
    await vox.user.click(screen.getByRole('button', { name: 'Export call-7.wav as WebVTT' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(await downloads[1]!.blob.text()).toContain('<v Speaker 2>My invoice from May is wrong.');

    // The next visit (a reload) in this browser.
    vox.unmount();
    await startVox(storage);
    await vox.user.click(screen.getByRole('button', { name: 'call-7.wav' }));
    expect(screen.getByRole('textbox', { name: 'Text at 00:00:04' })).toHaveValue('My invoice from May is wrong.');
    expect(screen.getByRole('textbox', { name: 'Name of speaker 1' })).toHaveValue('Agent Meyer');
    expect(screen.getByRole('textbox', { name: 'Name of speaker 2' })).toHaveValue('Speaker 2');
    expect(screen.getByText('Placeholder summary: no language model is used in the mock.')).toBeInTheDocument();
  });

  it('the Word export is made on demand from the transcript as shown', async () => {
    mswServer.use(capabilities(false));
    const downloads = captureDownloads();
    const vox = await startVox(memoryKeyValueStore({ [keptKey]: keptCall }));
    await vox.user.click(screen.getByRole('button', { name: 'call-7.wav' }));
    await vox.user.click(screen.getByRole('button', { name: 'Export call-7.wav as Word' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('call-7.docx');
    expect(downloads[0]!.blob.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(new TextDecoder().decode(new Uint8Array(await downloads[0]!.blob.arrayBuffer()).slice(0, 2))).toBe('PK');
  });

  it('a result is deleted one by one, after a confirmation, for good', async () => {
    mswServer.use(capabilities(false));
    const storage = memoryKeyValueStore({ [keptKey]: keptCall });
    const vox = await startVox(storage);
    await vox.user.click(screen.getByRole('button', { name: 'call-7.wav' }));
    await vox.user.click(screen.getByRole('button', { name: 'Delete call-7.wav' }));
    await vox.user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.getByRole('button', { name: 'call-7.wav' })).toBeInTheDocument();
    await vox.user.click(screen.getByRole('button', { name: 'Delete call-7.wav' }));
    await vox.user.click(within(screen.getByRole('group', { name: 'Delete call-7.wav from this browser?' })).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('button', { name: 'call-7.wav' })).toBeNull();
    await waitFor(() => expect(storage.data.has(keptKey)).toBe(false));
  });

  it('a kept record that cannot be read is set aside with a notice; the others show', async () => {
    mswServer.use(capabilities(false));
    const storage = memoryKeyValueStore({ [keptKey]: keptCall, 'VOX_RESULTS:alice/broken': { version: 1, result: { id: 'broken' } } });
    const vox = await startVox(storage);
    expect(screen.getByRole('alert')).toHaveTextContent('One kept result could not be read. It was set aside and is not shown.');
    expect(screen.getByRole('button', { name: 'call-7.wav' })).toBeInTheDocument();
    await vox.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(storage.data.get('VOX_RESULTS:alice.unreadable/broken')).toEqual({ version: 1, result: { id: 'broken' } });
  });
});
