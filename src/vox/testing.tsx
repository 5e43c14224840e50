import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type PathParams } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { expect, vi } from 'vitest';
import type { components } from '../../contracts/generated/main';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { memoryKeyValueStore, type KeyValueStore } from '../persistence/key-value-store';
import { PlatformProvider } from '../platform/platform';
import { startTestPlatform } from '../platform/testing';
import { ToastRegion } from '../shell/views/ToastRegion';
import { openVoxTool, VoxToolPage } from './vox-tool';
import { waitFor } from '@testing-library/react';

export type Schemas = components['schemas'];
export const wav = (name: string, size = 64) => new File([new Uint8Array([...'RIFF'].map((c) => c.charCodeAt(0))), new Uint8Array(4), 'WAVE', new Uint8Array(size)], name, { type: 'audio/wav' });

export function capabilities(transcription: boolean) {
  return http.get<PathParams, never, Schemas['Capabilities']>(`${defaultApiBase}/v1/capabilities`, () => HttpResponse.json({ transcription, analysis: transcription }));
}

const alice = { subject: 'alice', name: 'Alice', groups: [], expiresAt: 4_000_000_000 };

/** Vox as its route opens it, for alice; `storage` is this browser's (shared by a later visit). */
export async function startVox(storage: KeyValueStore = memoryKeyValueStore()) {
  const { platform } = await startTestPlatform({ user: alice });
  await platform.i18n.loadNamespaces('vox');
  const tool = openVoxTool(platform, { persistence: { storage } });
  const { unmount } = render(
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
  await waitFor(() => expect(tool.actor.getSnapshot().hasTag('ready')).toBe(true));
  return { tool, user, store: platform.store, unmount };
}

/** The input behind the kit's "Choose audio or video files" button (hidden: the button opens it). */
export const voxFileInput = () => document.querySelector<HTMLInputElement>('.vox-drop input[type=file]')!;

/** A passage's speaker picker (the kit's select): its button is named by the speaker shown and its label. */
export const speakerPicker = (time: string) => screen.getByRole('button', { name: new RegExp(`Speaker at ${time}$`) });

/** A result as version 1 of the studio kept it in this browser (a mock transcript from an earlier visit). */
export const keptCall = {
  version: 1,
  result: {
    id: '3f9a2c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
    fileName: 'call-7.wav',
    createdAt: Date.now() - 60_000,
    placeholder: true,
    speakers: [{ id: 'speaker-1', name: 'Speaker 1' }],
    segments: [
      { id: 'segment-1', start: 0, end: 4.2, text: 'Good morning, Anna speaking.', speakerId: 'speaker-1' },
      { id: 'segment-2', start: 4.2, end: 9.8, text: 'My invoice is wrong.', speakerId: 'speaker-1' },
    ],
    summary: { placeholder: true },
    evaluation: null,
  },
};
export const keptKey = `VOX_RESULTS:alice/${keptCall.result.id}`;

/** What the export offered for download: its name and its text. */
export function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  let blob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blob! });
  });
  return files;
}
