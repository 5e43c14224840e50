import { fromPromise } from 'xstate';
import type { ScosEntry } from '../../machines/scos/scos-conversation.types';
import { nameFromTranscript } from '../../domain/chat-name';
import type { ChatBackend } from '../api/chat-backend';
import { refusingBudgetOf } from '../budgets/budget-notices';
import type { ScosSettings } from '../../contracts/runtime-config';
import { summaryBody } from './scos-transcript';

/**
 * The customer-service chat's naming call (`/v1/summarization`). A budget's refusal is the
 * organisation's limit, not a fault: the chat is named after its first question, as the server names
 * it when no model answers, instead of failing and being asked again (and refused and booked again)
 * at every idle. Any other failure fails the naming, which the machine tries again later.
 */
export function scosNamingActor(uploads: Pick<ChatBackend, 'summarizeChat'>, settings: Pick<ScosSettings, 'transcriptFilter'>) {
  return fromPromise<string, { entries: ScosEntry[] }>(async ({ input, signal }) => {
    const said = summaryBody(input.entries, settings);
    try {
      return await uploads.summarizeChat(said, signal);
    } catch (error) {
      if (refusingBudgetOf(error)) return nameFromTranscript(said);
      throw error;
    }
  });
}
