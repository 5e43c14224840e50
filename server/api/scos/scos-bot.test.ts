import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localGroups } from '../../idp/accounts';
import { detailOf, uploadForm } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';

const botToken = 'studio-demo';

interface Item {
  type: string;
  message?: string;
  data?: Record<string, unknown>;
  chips?: { label: string; value: string; imageUrl?: string }[];
  quickReplies?: unknown[];
}

/** A turn as the studio sends it (tools.md §3 "Chat request"). */
const turn = (message: string, { locale = 'en-US', data = {} as Record<string, unknown> } = {}) => ({
  version: '2.0',
  user: { userId: 'USER_u1001', sessionId: 'session_6f1c', timezone: 'Europe/Berlin' },
  locale,
  request: { type: 'TEXT', message, data: { uid: 'u1001', workforceID: 'W1001', documents: [], token: botToken, headers: {}, ...data } },
});

describe('the customer-service demo bot', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ port: 4380 });
  }, startUpMs);
  afterAll(() => api.stop());

  const scos = () => api.bearer({ groups: [localGroups.customerService] });
  async function say(message: string, options?: Parameters<typeof turn>[1]): Promise<Item[]> {
    const response = await fetch(`${api.url}/v1/scos/${botToken}`, {
      method: 'POST',
      headers: { ...(await scos()), 'content-type': 'application/json' },
      body: JSON.stringify(turn(message, options)),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { response: Item[] }).response;
  }

  it('greets "hi" with chips to every journey, in the request\'s language', async () => {
    const [english] = await say('hi');
    const [german] = await say('hi', { locale: 'de-DE' });
    expect(english?.message).toMatch(/^Hello!/);
    expect(german?.message).toMatch(/^Hallo!/);
    expect(english?.chips?.map((chip) => chip.value)).toEqual(german?.chips?.map((chip) => chip.value));
    expect(english?.chips).toHaveLength(8);
  });

  it('answers the order status with chips, quick replies and every kind of button', async () => {
    const [text, list] = await say('order-status');
    expect(text).toMatchObject({ type: 'TEXT', chips: expect.any(Array), quickReplies: expect.any(Array) });
    const buttons = (list?.data?.buttons ?? []) as { type: string; value: string; sitData?: unknown }[];
    expect(buttons.map((button) => button.type)).toEqual(['ACTION', 'POSTBACK', 'URL', 'EMAIL', 'PHONE', 'POSTBACK']);
    expect(buttons.some((button) => button.value.startsWith('clipboard:'))).toBe(true);
    expect(buttons.find((button) => button.sitData)?.sitData).toEqual({ orderId: '4711' });
  });

  it('reads a button\'s sitData merged into the next request', async () => {
    expect((await say('order-cancel', { data: { orderId: '4711' } }))[0]?.message).toContain('#4711');
    expect((await say('order-cancel'))[0]?.data?.textIsFallback).toBe(true);
  });

  it('suggests products as a gallery of 4 cards, then a list with a large top item, a default action and a button', async () => {
    const [gallery] = await say('products');
    expect(gallery?.type).toBe('CARD');
    expect(gallery?.data?.items).toHaveLength(4);
    const [list, productList] = await say('product-list', { locale: 'de-DE' });
    expect(list).toMatchObject({ type: 'LIST', data: { largeTopItem: true, button: { type: 'URL' } } });
    expect((list?.data?.items as { defaultActionUrl?: string }[])[0]?.defaultActionUrl).toMatch(/^https:\/\//);
    expect(productList?.type).toBe('PRODUCT_LIST');
  });

  it('shows a how-to video, audio it serves itself with media options, and a picture', async () => {
    const items = await say('how-to');
    expect(items.map((item) => item.data?.type)).toEqual(['VIDEO', 'AUDIO', 'IMAGE']);
    expect(items[0]?.data?.source).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1&muted=1$/);
    expect(items[1]?.data?.source).toBe('media/chime.wav?loop=1&autoplay=0&muted=0');
  });

  it('serves its media without a token, as <img> and <audio> load them', async () => {
    const picture = await fetch(`${api.url}/v1/scos/media/product-1.svg`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg /);
    const sound = await fetch(`${api.url}/v1/scos/media/chime.wav`);
    expect(sound.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await sound.arrayBuffer()).subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect((await fetch(`${api.url}/v1/scos/media/..%2Fsecret`)).status).toBe(404);
  });

  it('offers a date picker within a window and books only a day inside it', async () => {
    const [, picker] = await say('appointment');
    const { minDate, maxDate } = picker?.data as { minDate: string; maxDate: string };
    expect(picker?.type).toBe('DATE_PICKER');
    expect(minDate).toBe('2026-03-03');
    expect(maxDate).toBe('2026-05-01');
    expect((await say('2026-03-10', { locale: 'de-DE' }))[0]?.message).toBe('Ihr Termin am 10.03.26 ist gebucht.');
    expect((await say('2026-03-02'))[0]?.data?.textIsFallback).toBe(true);
  });

  it('asks for a document with an upload trigger, cancels it on the cancel trigger, and counts the documents it gets', async () => {
    const [invite, choices] = await say('upload');
    expect(invite?.data?.execTrigger).toEqual({ type: 'upload', data: { action: 'init' } });
    expect((choices?.data?.buttons as { value: string }[]).map((button) => button.value)).toEqual(['upload:start:document', 'upload:cancel']);
    expect((await say('upload:cancel'))[0]?.data?.execTrigger).toEqual({ type: 'upload', data: { action: 'cancel' } });
    expect((await say('upload', { data: { documents: ['a'.repeat(64)] } }))[0]?.message).toContain('1 document');
  });

  it('sends DATA_ONLY, a handover with mail and phone, and a fallback with chips back to the journeys', async () => {
    expect((await say('data-only'))[0]).toMatchObject({ type: 'DATA_ONLY', data: { orderId: '4711' } });
    const [handover] = await say('I want to talk to a person');
    expect((handover?.data?.buttons as { type: string }[]).map((button) => button.type)).toEqual(['EMAIL', 'PHONE']);
    const [fallback] = await say('Wie ist das Wetter?', { locale: 'de-DE' });
    expect(fallback).toMatchObject({ type: 'TEXT', data: { textIsFallback: true } });
    expect(fallback?.message).toMatch(/^Entschuldigung/);
    expect(fallback?.chips?.length).toBeGreaterThan(0);
  });

  it('sends the safety check\'s unsafe items for the studio to refuse', async () => {
    const items = await say('safety-check');
    expect(JSON.stringify(items)).toContain('javascript:');
    expect(JSON.stringify(items)).toContain('https://shop.example.com@evil.example/');
    expect(items.map((item) => item.type)).toContain('CAROUSEL');
  });

  it('refuses an unknown bot token, a bad request, another group and a missing token', async () => {
    const post = async (path: string, body: unknown, headers: Record<string, string>) =>
      fetch(`${api.url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const unknown = await post('/v1/scos/nope', turn('hi'), await scos());
    expect(unknown.status).toBe(404);
    expect(await detailOf(unknown)).toBe('Unknown bot token.');
    const bad = await post(`/v1/scos/${botToken}`, { ...turn('hi'), user: { userId: 'u1001', sessionId: 's', timezone: 'UTC' } }, await scos());
    expect(bad.status).toBe(422);
    expect(await detailOf(bad)).toBe('user.userId must start with USER_.');
    expect((await post(`/v1/scos/${botToken}`, turn('hi'), await api.bearer({ groups: [localGroups.chat] }))).status).toBe(403);
    expect((await post(`/v1/scos/${botToken}`, turn('hi'), {})).status).toBe(401);
  });

  it('lets a customer-service-only user upload and summarise (no 403)', async () => {
    const upload = await fetch(`${api.url}/v1/upload/documents`, {
      method: 'POST',
      headers: await scos(),
      body: uploadForm(new TextEncoder().encode('Order 4711 invoice'), 'invoice.txt', 'text/plain'),
    });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toEqual({ doc_hash: expect.stringMatching(/^[0-9a-f]{64}$/), text_truncated: false });
    const summary = await fetch(`${api.url}/v1/summarization`, {
      method: 'POST',
      headers: { ...(await scos()), 'content-type': 'text/plain' },
      body: 'user: order-status\nassistant: Your order has been shipped.',
    });
    expect(summary.status).toBe(200);
  });
});
