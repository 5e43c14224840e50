import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { componentChatHandler, registryListHandler } from '../../test/msw/handlers/registry';
import { contentChunk, doneChunk } from '../../test/msw/handlers/ndjson';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { startRegistryHarness, travelPolicy } from './registry-tool.test-support';

describe('the registry chat streams through the shared kit', () => {
  setupMswForSuite();

  it('a component that sends no context receipt: its answer shows none and is stored without one', async () => {
    mswServer.use(registryListHandler({ body: [travelPolicy] }), componentChatHandler(travelPolicy.Url, { lines: [contentChunk('Bis zu 120 EUR pro Nacht.'), doneChunk] }));
    const user = userEvent.setup();
    const { store } = await startRegistryHarness();
    await user.click(await screen.findByRole('button', { name: 'Travel policy' }));
    await user.click(screen.getByRole('button', { name: 'To chat with Travel policy' }));
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Wie teuer darf ein Hotel sein?{Enter}');

    const answer = await waitFor(() => {
      const last = screen.getAllByRole('article', { name: 'Assistant' }).at(-1)!;
      expect(last).toHaveTextContent('Bis zu 120 EUR pro Nacht.');
      return last;
    });
    await waitFor(() => expect(store.getState().registryChats?.items[0]?.messages.at(-1)).toEqual({ role: 'assistant', content: 'Bis zu 120 EUR pro Nacht.' }));
    expect(within(answer).queryByText(/^Context/)).toBeNull();
  });
});
