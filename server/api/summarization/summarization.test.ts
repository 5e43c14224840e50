import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localGroups } from '../../idp/accounts';
import { detailOf } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';

describe('naming a chat from its transcript', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ port: 4308 });
  }, startUpMs);
  afterAll(() => api.stop());

  const summarize = async (body: string, groups: string[] = [localGroups.chat]) =>
    fetch(`${api.url}/v1/summarization`, {
      method: 'POST',
      headers: { ...(await api.bearer({ groups })), 'content-type': 'text/plain; charset=utf-8' },
      body,
    });

  it('answers a JSON string taken from the first user message', async () => {
    const response = await summarize('user: Welche Fristen gelten für die Steuererklärung?\nassistant: Bis 31. Juli.');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe('"Welche Fristen gelten für die Steuererklärung?"');
  });

  it('keeps the name within 60 characters', async () => {
    const response = await summarize(`user: ${'A very long first question about the quarterly planning process '.repeat(4)}`);
    const name = (await response.json()) as string;
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name.endsWith('…')).toBe(true);
  });

  it('answers 422 for a transcript without text', async () => {
    const response = await summarize('\nuser:   \n');
    expect(response.status).toBe(422);
    expect(await detailOf(response)).toBe('The transcript has no text to name the chat after.');
  });

  it('answers 413 for a transcript over 4 MB', async () => {
    const response = await summarize(`user: ${'x'.repeat(4 * 1024 * 1024)}`);
    expect(response.status).toBe(413);
  });

  it('is open to trial users and closed to users without the chat or trial group', async () => {
    expect((await summarize('user: hi', [localGroups.trial])).status).toBe(200);
    expect((await summarize('user: hi', [localGroups.voice])).status).toBe(403);
  });
});
