import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../machines/auth/auth.types';
import { feedbackCapabilityHandler, feedbackServer } from '../../test/msw/handlers/feedback';
import { contentChunk, doneChunk, type StreamLine } from '../../test/msw/handlers/ndjson';
import { componentChatHandler, registryListHandler } from '../../test/msw/handlers/registry';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { startRegistryHarness, travelPolicy } from './registry-tool.test-support';

const alice: SessionUser = { subject: 'alice', name: 'alice', groups: ['studio-rags', 'studio-kb-travel'], expiresAt: 2_000_000_000 };

async function askTravelPolicy(user: ReturnType<typeof userEvent.setup>, lines: readonly StreamLine[]) {
  mswServer.use(registryListHandler({ body: [travelPolicy] }), componentChatHandler(travelPolicy.Url, { lines }));
  const registry = await startRegistryHarness({ user: alice });
  await user.click(await screen.findByRole('button', { name: 'Travel policy' }));
  await user.click(screen.getByRole('button', { name: 'To chat with Travel policy' }));
  await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hotel limit?{Enter}');
  await waitFor(() => expect(screen.getAllByText('Up to 120 euros.').length).toBeGreaterThan(0));
  return registry;
}

describe('feedback on a registry answer (real registry tool, msw)', () => {
  setupMswForSuite();

  it('a component answer with a ledger id: a thumbs-down goes to the component’s contact, and deleting the chat deletes the copy', async () => {
    mswServer.use(feedbackCapabilityHandler({ vote: true, admin: false, components: [] }));
    const server = feedbackServer();
    const user = userEvent.setup();
    const registry = await askTravelPolicy(user, [contentChunk('Up to 120 euros.'), { ...doneChunk, ledgerId: '2001' }]);

    await user.click(await screen.findByRole('button', { name: 'Bad answer' }));
    const form = screen.getByRole('form', { name: 'What was wrong?' });
    await user.click(within(form).getByRole('checkbox', { name: 'Include the question and answer' }));
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bad answer' })).toHaveAttribute('aria-pressed', 'true'));
    expect(server.callsTo('PUT', '/v1/feedback/votes/2001').map((call) => call.body)).toEqual([
      { vote: 'down', exchange: { question: 'Hotel limit?', answer: 'Up to 120 euros.' } },
    ]);
    expect(screen.getByText('Thank you: your feedback went to the component\'s contact.')).toBeInTheDocument();

    const sessionId = registry.store.getState().registryChats!.activeSessionId!;
    registry.tool.commands.deleteChat(sessionId);
    await waitFor(() => expect(server.callsTo('DELETE', '/v1/feedback/copies?ledgerIds=2001')).toHaveLength(1));
  });

  it('an answer without a ledger id (another component’s backend) offers no thumbs and asks nothing', async () => {
    const server = feedbackServer();
    await askTravelPolicy(userEvent.setup(), [contentChunk('Up to 120 euros.'), doneChunk]);
    expect(screen.queryByRole('group', { name: 'Was this answer any good?' })).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});
