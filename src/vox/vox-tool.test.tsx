import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type PathParams } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { components } from '../api/generated/main';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { recordRequests } from '../api/testing';
import { PlatformProvider } from '../platform/platform';
import { startTestPlatform } from '../platform/testing';
import { ToastRegion } from '../views/ToastRegion';
import { openVoxTool, VoxToolPage } from './vox-tool';

type Schemas = components['schemas'];
const wav = (name: string, size = 64) => new File([new Uint8Array([...'RIFF'].map((c) => c.charCodeAt(0))), new Uint8Array(4), 'WAVE', new Uint8Array(size)], name, { type: 'audio/wav' });

function capabilities(transcription: boolean) {
  return http.get<PathParams, never, Schemas['Capabilities']>(`${defaultApiBase}/v1/capabilities`, () => HttpResponse.json({ transcription, analysis: transcription }));
}

async function startVox() {
  const { platform } = await startTestPlatform();
  await platform.i18n.loadNamespaces('vox');
  const tool = openVoxTool(platform);
  render(
    <Provider store={platform.store}>
      <I18nextProvider i18n={platform.i18n}>
        <PlatformProvider value={platform}>
          <VoxToolPage tool={tool} />
          <ToastRegion />
        </PlatformProvider>
      </I18nextProvider>
    </Provider>,
  );
  const user = userEvent.setup();
  await waitFor(() => expect(tool.actor.getSnapshot().matches('starting')).toBe(false));
  return { tool, user, store: platform.store };
}

describe('Vox Studio as the user meets it (real tool, msw)', () => {
  setupMswForSuite();

  it('without transcription on the server: the mock runs and makes no call beyond the capabilities', async () => {
    mswServer.use(capabilities(false));
    const requests = recordRequests();
    const vox = await startVox();
    expect(screen.getByText('No transcription service is configured: Vox Studio shows placeholder results.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transcript' })).toBeDisabled();
    await vox.user.upload(screen.getByLabelText('Choose audio or video files'), [wav('a.wav')]);
    await screen.findByText('a.wav');
    await vox.user.click(screen.getByRole('button', { name: 'Transcript' }));
    expect(await screen.findByText('Transcribing…')).toBeInTheDocument();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/v1/capabilities']);
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
    const input = screen.getByLabelText('Choose audio or video files');
    // The picker's accept list would filter the text file out; a drop does not.
    await vox.user.upload(input, [wav('long.wav', 10_000_001)]);
    expect(await screen.findByText('long.wav is too big (max 10 MB).')).toBeInTheDocument();
    vox.tool.commands.addFiles([new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('The file type of notes.txt is not supported.')).toBeInTheDocument();
    expect(screen.getByText('No files added yet.')).toBeInTheDocument();
  });

  it('with transcription on the server: the file goes to the API with the language; Evaluate sends the masked transcript per aspect of the profile', async () => {
    const transcriptions: Array<{ query: string; type: string | null; bytes: number }> = [];
    const analyses: Array<Schemas['VoiceAnalysisRequest']> = [];
    mswServer.use(
      capabilities(true),
      http.post(`${defaultApiBase}/v1/transcriptions`, async ({ request }) => {
        const body = await request.arrayBuffer();
        transcriptions.push({ query: new URL(request.url).search, type: request.headers.get('content-type'), bytes: body.byteLength });
        return HttpResponse.json<Schemas['VoiceText']>({ text: 'Rufen Sie 030 1234567 an.' });
      }),
      http.post<PathParams, Schemas['VoiceAnalysisRequest'], Schemas['VoiceText']>(`${defaultApiBase}/v1/voice/analysis`, async ({ request }) => {
        const body = await request.json();
        analyses.push(body);
        return HttpResponse.json({ text: `answer ${analyses.length}` });
      }),
    );
    const vox = await startVox();
    await vox.user.upload(screen.getByLabelText('Choose audio or video files'), [wav('call.wav')]);
    await screen.findByText('call.wav');
    await vox.user.click(screen.getByRole('button', { name: /Transcript language/ }));
    await vox.user.click(screen.getByRole('option', { name: 'Polish' }));
    await vox.user.click(screen.getByRole('button', { name: 'Transcript' }));
    const transcript = await screen.findByRole('textbox', { name: 'Transcript of call.wav' });
    expect(transcript).toHaveValue('Rufen Sie 030 1234567 an.');
    expect(transcriptions).toEqual([{ query: '?name=call.wav&language=pl', type: 'audio/wav', bytes: 76 }]);
    expect(within(screen.getByRole('group', { name: 'Personal data found' })).getByText(/030 1234567/)).toBeInTheDocument();

    await vox.user.click(screen.getByRole('button', { name: /Profile/ }));
    await vox.user.click(screen.getByRole('option', { name: 'Demo profile' }));
    await vox.user.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(await screen.findByText(/sentiments: answer 1/)).toHaveTextContent('sentiments: answer 1 topic_crm: answer 2 Verbesserungsvorschläge: answer 3');
    expect(analyses.map((call) => call.text)).toEqual(Array(3).fill('Rufen Sie [phone] an.'));
    expect(analyses[2]!.instruction).toMatch(/Verbesserungsvorschläge/);
    // The transcript on screen is the user's to mask; only what was sent was masked.
    expect(transcript).toHaveValue('Rufen Sie 030 1234567 an.');
  });
});
