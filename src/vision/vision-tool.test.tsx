import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswForSuite } from '../../test/msw/server';
import { base64ToBytes, pngTexts } from './png-text';
import { errorAnswer, imageGenApi, jsonAnswer, placeholderPng, startVisionHarness, tinyPng } from './vision-tool.test-support';
import { shownToasts } from '../platform/screen.test-support';

const generateButton = () => screen.getByRole('button', { name: 'Generate' });
const images = () => screen.queryAllByRole('img');

describe('Vision Studio as the user meets it (real tool, msw)', () => {
  setupMswForSuite();

  it('corporate: one batch request with the ratio and the number of results, the ID token, a spinner, then the images labelled as placeholders', async () => {
    const api = imageGenApi(() => jsonAnswer([placeholderPng, placeholderPng, placeholderPng, placeholderPng]), { held: true });
    const vision = await startVisionHarness();
    expect(generateButton()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Number of results' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Guidance scale' })).toBeNull();
    await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A lighthouse');
    await vision.user.type(screen.getByRole('textbox', { name: 'Negative prompt' }), 'fog');
    await vision.user.click(screen.getByRole('radio', { name: '16:9' }));
    const count = screen.getByRole('textbox', { name: 'Number of results' });
    await vision.user.clear(count);
    await vision.user.type(count, '7');
    await vision.user.tab();
    expect(count).toHaveValue('4');
    await vision.user.click(generateButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Generating images…');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveClass('vision-cancel');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toEqual({ body: { prompt: 'A lighthouse', negative_prompt: 'fog', aspect_ratio: '16:9', batch_size: 4 }, authorization: 'Bearer id-token-alice' });
    api.release();

    await waitFor(() => expect(images()).toHaveLength(4));
    expect(images().map((image) => image.getAttribute('alt'))).toEqual([1, 2, 3, 4].map((n) => `A lighthouse (image ${n} of 4)`));
    expect(screen.getAllByText('Placeholder')).toHaveLength(4);
    expect(screen.getAllByText(/Aspect ratio 16:9 · 4 results$/)).toHaveLength(4);
    expect(generateButton()).toBeEnabled();
  });

  it('trial origin: one request per result with the guidance scale and the ratio, the access token; each answer shows as it comes', async () => {
    const api = imageGenApi(() => jsonAnswer(tinyPng));
    const vision = await startVisionHarness({ origin: 'trial' });
    await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A fox');
    const guidance = screen.getByRole('textbox', { name: 'Guidance scale' });
    await vision.user.clear(guidance);
    await vision.user.type(guidance, '7.54');
    await vision.user.tab();
    expect(guidance).toHaveValue('7.5');
    await vision.user.click(screen.getAllByRole('button', { name: /^Increase/ })[0]!);
    await vision.user.click(generateButton());
    await waitFor(() => expect(images()).toHaveLength(2));
    expect(api.calls.map((call) => call.body)).toEqual([
      { prompt: 'A fox', negative_prompt: '', aspect_ratio: '1:1', guidance_scale: 7.5 },
      { prompt: 'A fox', negative_prompt: '', aspect_ratio: '1:1', guidance_scale: 7.5 },
    ]);
    expect(api.calls.every((call) => call.authorization === 'Bearer access-token-alice')).toBe(true);
    expect(screen.queryByText('Placeholder')).toBeNull();
    expect(screen.getAllByText(/Guidance scale 7\.5$/)).toHaveLength(2);
  });

  it('in German the guidance scale accepts "7,5"', async () => {
    const api = imageGenApi(() => jsonAnswer(tinyPng));
    const vision = await startVisionHarness({ origin: 'trial' });
    await vision.chooseGerman();
    await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'Ein Fuchs');
    const guidance = screen.getByRole('textbox', { name: 'Guidance-Skala' });
    await vision.user.clear(guidance);
    await vision.user.type(guidance, '7,5');
    await vision.user.tab();
    await vision.user.click(screen.getByRole('button', { name: 'Generieren' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.body).toMatchObject({ guidance_scale: 7.5 });
    expect(await screen.findByRole('img', { name: 'Ein Fuchs (Bild 1 von 1)' })).toBeInTheDocument();
  });

  it('a refused prompt shows the violated-policies headline and keeps the prompt for editing', async () => {
    imageGenApi(() => errorAnswer(400, { detail: 'blocked', violated_policies: ['violence', 'weapons'] }));
    const vision = await startVisionHarness();
    await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A gun fight');
    await vision.user.click(generateButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The response is blocked');
    expect(alert).toHaveTextContent('The response is blocked, as it may violate policies.');
    expect(alert).toHaveTextContent('Violated policies: violence, weapons');
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('A gun fight');
    expect(generateButton()).toBeEnabled();
  });

  it('another status shows "something went wrong" with it; a 401 leaves it to the session', async () => {
    let status = 500;
    imageGenApi(() => errorAnswer(status, { detail: 'broken' }));
    const vision = await startVisionHarness();
    await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A fox');
    await vision.user.click(generateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong (status 500).');
    status = 401;
    await vision.user.click(generateButton());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(vision.tool.actor.getSnapshot().context.failure).toEqual({ kind: 'sessionExpired' });
  });

  it('a thrown error (the request never answered) shows its message (tools.md §8)', async () => {
    imageGenApi(() => HttpResponse.error());
    const vision = await startVisionHarness();
    await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A fox');
    await vision.user.click(generateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong: Failed to fetch');
  });

  it('Cancel aborts the request and tells "The response was aborted."; leaving the page aborts silently', async () => {
    const api = imageGenApi(() => jsonAnswer([tinyPng]), { held: true });
    const vision = await startVisionHarness();
    await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A fox');
    await vision.user.click(generateButton());
    await vision.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(generateButton()).toBeEnabled();
    // A warning toast interrupts (platform.md §9: warning toasts use the alert role).
    expect(shownToasts()).toEqual([{ role: 'alert', title: 'The response was aborted.' }]);
    await vision.user.click(generateButton());
    expect(vision.tool.actor.getSnapshot().hasTag('busy')).toBe(true);
    vision.view.unmount();
    expect(vision.tool.actor.getSnapshot().value).toBe('idle');
    expect(vision.store.getState().toasts.items).toHaveLength(1);
    api.release();
  });

  it('Zoom opens a modal that keeps focus, closes on Escape and gives focus back to Zoom', async () => {
    imageGenApi(() => jsonAnswer([tinyPng]));
    const vision = await startVisionHarness();
    await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A fox');
    await vision.user.click(generateButton());
    const zoom = await screen.findByRole('button', { name: 'Zoom' });
    await vision.user.click(zoom);
    const dialog = screen.getByRole('dialog', { name: 'A fox (image 1 of 1)' });
    expect(within(dialog).getByRole('img', { name: 'A fox (image 1 of 1)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await vision.user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await vision.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(zoom).toHaveFocus());
  });

  it('Open in new tab opens a blob URL; a blocked window gives the error toast', async () => {
    imageGenApi(() => jsonAnswer([tinyPng]));
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), `blob:studio/${created.length}`), revokeObjectURL: () => undefined }));
    const vision = await startVisionHarness();
    await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A fox');
    await vision.user.click(generateButton());
    await vision.user.click(await screen.findByRole('button', { name: 'Open in new tab' }));
    expect(vision.open).toHaveBeenCalledWith('blob:studio/1', '_blank');
    expect(created[0]!.type).toBe('image/png');
    vision.open.mockReturnValueOnce(null);
    await vision.user.click(screen.getByRole('button', { name: 'Open in new tab' }));
    expect(shownToasts()).toEqual([
      { role: 'alert', title: 'The image could not be opened in a new tab', description: 'The browser blocked the new tab. Allow pop-ups for the studio, or download the image.' },
    ]);
  });

  it('Download saves <alt>-<uid>.png carrying where, when and how it was made; Reuse settings refills the form', async () => {
    imageGenApi(() => jsonAnswer([placeholderPng]));
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:studio/download'), revokeObjectURL: () => undefined }));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const vision = await startVisionHarness();
    await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'Cats: "on/a" roof?');
    await vision.user.type(screen.getByRole('textbox', { name: 'Negative prompt' }), 'dogs');
    await vision.user.click(screen.getByRole('radio', { name: '3:4' }));
    await vision.user.click(generateButton());
    await vision.user.click(await screen.findByRole('button', { name: 'Download' }));
    const uid = vision.tool.actor.getSnapshot().context.images[0]!.uid;
    expect(names).toEqual([`Cats-on-a-roof-(image-1-of-1)-${uid}.png`]);
    const texts = pngTexts(new Uint8Array(await created[0]!.arrayBuffer()));
    expect(texts.Description).toMatch(
      /^Generated in Studio \(Vision Studio\) on \d{4}-\d\d-\d\dT[\d:.]+Z \(a placeholder: no image model was configured\) with prompt "Cats: "on\/a" roof\?", negative prompt "dogs", aspect ratio 3:4, 1 result\.$/,
    );
    expect(texts.Software).toBe('Studio (Vision Studio)');
    expect(pngTexts(base64ToBytes(placeholderPng)).Description).toBeUndefined();

    await vision.user.clear(screen.getByRole('textbox', { name: 'Prompt' }));
    await vision.user.click(screen.getByRole('radio', { name: '1:1' }));
    await vision.user.click(screen.getByRole('button', { name: 'Reuse settings' }));
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('Cats: "on/a" roof?');
    expect(screen.getByRole('radio', { name: '3:4' })).toBeChecked();
  });
});
