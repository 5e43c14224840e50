import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswForSuite } from '../../test/msw/server';
import { auditApi, defaultState, startAuditHarness, toastTitles, type AuditServerState } from './audit-tool.test-support';

const figures = { uses: 5, up: 3, down: 1, reasons: { wrong: 0, incomplete: 1, offTopic: 0, unclear: 0, other: 0 } };

/** The history's row of a version (its text starts "Version N:"). */
const rowOf = (history: HTMLElement, version: number) => {
  const row = within(history).queryAllByRole('listitem').find((item) => item.textContent?.startsWith(`Version ${version}:`));
  if (!row) throw new Error(`no row for version ${version}`);
  return row;
};

async function historyOf(state: AuditServerState) {
  const api = auditApi(state);
  const audit = await startAuditHarness();
  await audit.ready();
  await audit.user.click(screen.getByRole('button', { name: 'Manage prompts' }));
  await audit.pick('Department', 'IT (IT)');
  await audit.pick('Prompt', 'Vendor review');
  const history = await screen.findByRole('region', { name: /Version history/ });
  await waitFor(() => expect(api.callsTo('GET', '/v1/feedback/prompts/p-shared')).toHaveLength(1));
  return { api, audit, history };
}

describe("the prompt owner's view of the feedback per version (real tool, msw)", () => {
  setupMswForSuite();

  it('alice, the owner, sees under version 2 its thumbs counted and the reason and words of a thumbs-down', async () => {
    const state = defaultState();
    state.promptFeedback = {
      'p-shared': {
        promptId: 'p-shared',
        versions: [
          { version: 2, ...figures, entries: [{ day: '2026-03-02', vote: 'down', reason: 'incomplete', comment: 'No sanctions check' }] },
          { version: 1, uses: 2, up: 0, down: 0, reasons: { ...figures.reasons, incomplete: 0 }, entries: [] },
        ],
      },
    };
    const { history } = await historyOf(state);

    const row = await waitFor(() => rowOf(history, 2));
    await waitFor(() => expect(row).toHaveTextContent('3 good, 1 bad'));
    expect(within(row).getByRole('list', { name: 'Feedback on version 2' })).toHaveTextContent(/bad · Something is missing · “No sanctions check”/);
    const older = await waitFor(() => rowOf(history, 1));
    expect(older).toHaveTextContent('0 good, 0 bad');
    expect(within(older).queryByRole('list')).not.toBeInTheDocument();
  });

  it('someone who does not own the prompt (403) sees no feedback and no error', async () => {
    const { history } = await historyOf(defaultState());
    await waitFor(() => rowOf(history, 1));
    expect(history).not.toHaveTextContent(/good, .* bad/);
    expect(toastTitles()).toEqual([]);
    expect(within(history).queryByRole('alert')).not.toBeInTheDocument();
    expect(history.querySelector('.error-text')).toBeNull();
  });
});
