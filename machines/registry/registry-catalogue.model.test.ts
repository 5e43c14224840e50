import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent, walkEveryTransition } from '../../test/unit/model-based';
import { card } from './registry-catalogue.test-support';
import { registryCatalogueMachine } from './registry-catalogue.machine';

const travel = card('travel-policy');
const events = [
  doneEvent('loadComponents', [travel]),
  errorEvent('loadComponents'),
  // The component set last: still listed, gone from the list, none, or the storage failed.
  doneEvent('recallComponent', travel.key),
  doneEvent('recallComponent', 'gone_dev'),
  doneEvent('recallComponent', null),
  errorEvent('recallComponent'),
  { type: 'registry.retry' },
  { type: 'component.set', key: travel.key },
  // Not in the list: ignored.
  { type: 'component.set', key: 'gone_dev' },
  { type: 'component.chat', key: travel.key },
  { type: 'mode.registry' },
  { type: 'mode.chat' },
  { type: 'session.scopeChanged', scope: { tenant: 'corporate', userId: 'carl' } },
];

// State × event pairs that change something; fewer or more means the model changed.
const EXPECTED_TRANSITIONS = 20;

describe('registry list and modes, model-based (tools.md §2, §4 "Retrieval studio")', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    const walked = await walkEveryTransition(registryCatalogueMachine, { input: undefined, events, invokes: { loadComponents: 'loadComponents', recallComponent: 'recallComponent' } });
    expect(walked.visited).toEqual(walked.allStates);
    // Fewer means a transition went missing (chat mode reachable without a set component would add some).
    expect(walked.transitions).toBe(EXPECTED_TRANSITIONS);
  });
});
