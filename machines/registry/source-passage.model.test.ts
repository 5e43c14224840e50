import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent, walkEveryTransition } from '../../test/unit/model-based';
import { sourcePassageMachine, type OpenedSource, type PassageResult, type ShownPassage } from './source-passage.machine';

/** The passage is asked for by an invoke without an id of its own: xstate names it after its state. */
const loadingInvoke = '0.sourcePassage.open.loading';

const componentUrl = 'http://localhost:4100/v1/registry/travel-policy';
const hotels: OpenedSource = {
  componentUrl,
  source: { document: 'Travel policy', section: 'Hotels', passage: 'The hotel limit…', verified: true, location: { documentId: 'travel-policy.en', start: 40, end: 90 } },
};
const trains: OpenedSource = {
  componentUrl,
  source: { document: 'Travel policy', section: 'Trains', passage: 'Second class…', verified: true, location: { documentId: 'travel-policy.en', start: 120, end: 160 } },
};
const shown: ShownPassage = { document: 'Travel policy', text: 'before The hotel limit after', start: 7, end: 22, truncatedBefore: false, truncatedAfter: false };
const refused = (failure: 'forbidden' | 'not-found' | 'failed'): PassageResult => ({ failure });

const events = [
  { type: 'source.open', opened: hotels },
  // Another source while one is open: it is asked for instead.
  { type: 'source.open', opened: trains },
  doneEvent(loadingInvoke, { passage: shown } satisfies PassageResult),
  doneEvent(loadingInvoke, refused('forbidden')),
  doneEvent(loadingInvoke, refused('not-found')),
  doneEvent(loadingInvoke, refused('failed')),
  errorEvent(loadingInvoke),
  { type: 'source.retry' },
  { type: 'source.close' },
  { type: 'session.scopeChanged', scope: { tenant: 'corporate', userId: 'bob' } },
];

// State × event pairs that change something: closed opens either source (2); asking for one
// (×2) opens the other, shows, fails three ways or by an error, closes, forgets (8); shown (×2)
// opens either, closes, forgets (4); failed (×2 sources ×3 reasons) opens either, retries, closes,
// forgets (5). Fewer or more means the model changed.
const EXPECTED_TRANSITIONS = 56;

describe('a registry source opened at its passage, model-based', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    const walked = await walkEveryTransition(sourcePassageMachine, { input: undefined, events, invokes: { [loadingInvoke]: 'loadPassage' } });
    expect(walked.visited).toEqual(walked.allStates);
    expect(walked.transitions).toBe(EXPECTED_TRANSITIONS);
  });
});
