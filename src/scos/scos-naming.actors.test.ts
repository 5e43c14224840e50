import { createActor, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ScosEntry } from '../../machines/scos/scos-conversation.types';
import { ApiError } from '../api/api-error';
import { scosNamingActor } from './scos-naming.actors';

const entries: ScosEntry[] = [
  { id: 1, from: 'user', text: 'Where is my parcel 4711?' },
  { id: 2, from: 'user', text: 'It was due on Monday' },
];
const settings = { transcriptFilter: [] };
const budget = { scope: 'user', unit: 'tokens', window: 'day', limit: 1000, used: 1000, resetsAt: '2026-03-03T00:00:00Z' };
const refused = (body: unknown) => new ApiError(429, body, 'POST /v1/summarization');

const named = (summarizeChat: () => Promise<string>) => toPromise(createActor(scosNamingActor({ summarizeChat }, settings), { input: { entries } }).start());

describe("the customer-service chat's naming", () => {
  it('takes the name the summarisation gives', async () => {
    await expect(named(async () => 'Parcel 4711')).resolves.toBe('Parcel 4711');
  });

  it('refused by a budget, names the chat after its first question instead of failing (and being asked again at every idle)', async () => {
    await expect(named(() => Promise.reject(refused({ detail: 'Budget used up', reason: 'budget', budget })))).resolves.toBe('Where is my parcel 4711?');
  });

  it("the model server's own 429 or any other failure still fails the naming, to be tried again later", async () => {
    await expect(named(() => Promise.reject(refused({ detail: 'Too many requests' })))).rejects.toBeInstanceOf(ApiError);
    await expect(named(() => Promise.reject(new ApiError(502, null, 'POST /v1/summarization')))).rejects.toBeInstanceOf(ApiError);
  });
});
