import { fireEvent, screen, waitFor } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { describe, expect, it } from 'vitest';
import { base64Length, maxImageBytes } from '../../domain/png-check';
import { setupMswForSuite } from '../../test/msw/server';
import { shownToasts } from '../platform/screen.test-support';
import { imageGenApi, startVisionHarness, tinyPng } from './vision-tool.test-support';

const generateButton = () => screen.getByRole('button', { name: 'Generate' });
const images = () => screen.queryAllByRole('img');
const base64Of = (text: string) => btoa(text);
const svg = base64Of('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>');
const html = base64Of('<!doctype html><html><body><p>Not an image</p></body></html>');
/** Any JSON as the answer, whatever the contract says it should be. */
const rawAnswer = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Blob URLs as `create` makes them (jsdom has none), for this test only. */
function stubBlobUrls(create: (blob: Blob) => string) {
  const { createObjectURL, revokeObjectURL } = URL;
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: () => undefined });
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
}

/** Downloads as the names of the links clicked, for this test only. */
function recordDownloads() {
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  onTestFinished(() => click.mockRestore());
  return names;
}

async function generate(vision: Awaited<ReturnType<typeof startVisionHarness>>, prompt: string, count: number) {
  await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), prompt);
  const results = screen.getByRole('textbox', { name: 'Number of results' });
  await vision.user.clear(results);
  await vision.user.type(results, String(count));
  await vision.user.tab();
  await vision.user.click(generateButton());
}

describe('Vision Studio checks every result before it shows it', () => {
  setupMswForSuite();

  it('corporate: of four results the good ones show; SVG bytes labelled PNG show a message in their place', async () => {
    imageGenApi(() => rawAnswer([tinyPng, tinyPng, svg, tinyPng]));
    const vision = await startVisionHarness();
    await generate(vision, 'A fox', 4);
    await waitFor(() => expect(images()).toHaveLength(3));
    expect(images().map((image) => image.getAttribute('alt'))).toEqual(['A fox (image 1 of 4)', 'A fox (image 2 of 4)', 'A fox (image 4 of 4)']);
    const [third] = screen.getAllByRole('listitem').slice(2);
    expect(third).toHaveTextContent('Image 3 of 4 cannot be shown');
    expect(third).toHaveTextContent('The answer is not a PNG image.');
    // The generation went through: no failure, Generate is back.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(generateButton()).toBeEnabled();
    expect(vision.tool.actor.getSnapshot().context.images.map((image) => image.problem)).toEqual([null, null, 'not-png', null]);
  });

  it('trial origin: each answer is checked as it comes; malformed base64, HTML bytes and a huge answer show why, the good one shows', async () => {
    const answers = [tinyPng, 'iVBORw0KGgo%%%', html, 'A'.repeat(base64Length(maxImageBytes) + 4)];
    // One answer each, in the order they are answered.
    const api = imageGenApi(() => rawAnswer(answers.shift()));
    const vision = await startVisionHarness({ origin: 'trial' });
    await generate(vision, 'A fox', 4);
    await waitFor(() => expect(screen.getAllByText(/^Image [1-4] of 4 cannot be shown$/)).toHaveLength(3));
    expect(images()).toHaveLength(1);
    expect(api.calls).toHaveLength(4);
    expect(vision.tool.actor.getSnapshot().value).toBe('done');
    for (const why of ['The answer is not a base64-encoded image.', 'The answer is not a PNG image.', 'The image is larger than 10 MB.']) {
      expect(screen.getByText(why)).toBeInTheDocument();
    }
    // A result that cannot be shown keeps none of its bytes.
    expect(vision.tool.actor.getSnapshot().context.images.filter((image) => image.problem !== null).map((image) => image.base64)).toEqual(['', '', '']);
  });

  it('in German the message says so in German', async () => {
    imageGenApi(() => rawAnswer([svg]));
    const vision = await startVisionHarness();
    await vision.chooseGerman();
    await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'Ein Fuchs');
    await vision.user.click(screen.getByRole('button', { name: 'Generieren' }));
    expect(await screen.findByText('Bild 1 von 1 kann nicht angezeigt werden')).toBeInTheDocument();
    expect(screen.getByText('Die Antwort ist kein PNG-Bild.')).toBeInTheDocument();
  });

  it('Zoom, Open in new tab and Download on a result that cannot be shown each give a toast, never an exception', async () => {
    imageGenApi(() => rawAnswer([svg]));
    const created: Blob[] = [];
    stubBlobUrls((blob) => (created.push(blob), 'blob:studio/1'));
    const downloads = recordDownloads();
    const vision = await startVisionHarness();
    await generate(vision, 'A fox', 1);
    await vision.user.click(await screen.findByRole('button', { name: 'Zoom' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vision.user.click(screen.getByRole('button', { name: 'Open in new tab' }));
    expect(vision.open).not.toHaveBeenCalled();
    await vision.user.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloads).toEqual([]);
    expect(created).toEqual([]);
    expect(shownToasts()).toEqual(
      ['The image could not be shown at full size', 'The image could not be opened in a new tab', 'The image could not be downloaded'].map((title) => ({
        role: 'alert',
        title,
        description: 'The answer is not a PNG image.',
      })),
    );
  });

  it('Open in new tab and Download that fail on a good result give a toast with the reason, never an exception', async () => {
    imageGenApi(() => rawAnswer([tinyPng]));
    stubBlobUrls(() => {
      throw new Error('Blob URLs are not allowed here');
    });
    recordDownloads();
    const vision = await startVisionHarness();
    await generate(vision, 'A fox', 1);
    await vision.user.click(await screen.findByRole('button', { name: 'Open in new tab' }));
    await vision.user.click(screen.getByRole('button', { name: 'Download' }));
    expect(shownToasts()).toEqual(
      ['The image could not be opened in a new tab', 'The image could not be downloaded'].map((title) => ({
        role: 'alert',
        title,
        description: 'Something went wrong: Blob URLs are not allowed here',
      })),
    );
  });

  it('a PNG the browser cannot decode shows the message in its place, and Zoom says so in a toast', async () => {
    imageGenApi(() => rawAnswer([tinyPng, tinyPng]));
    const vision = await startVisionHarness();
    await generate(vision, 'A fox', 2);
    await waitFor(() => expect(images()).toHaveLength(2));
    fireEvent.error(images()[1]!);
    expect(images()).toHaveLength(1);
    expect(screen.getByText('Image 2 of 2 cannot be shown')).toBeInTheDocument();
    expect(screen.getByText('The browser could not display the image.')).toBeInTheDocument();
    await vision.user.click(screen.getAllByRole('button', { name: 'Zoom' })[1]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownToasts()).toEqual([{ role: 'alert', title: 'The image could not be shown at full size', description: 'The browser could not display the image.' }]);
  });
});
