import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { AnswerFeedback } from './AnswerFeedback';
import { answerFeedbackCommands, type AnswerVotes } from './answer-votes';

/**
 * The thumbs under one stored answer of a chat: its own vote, read back from the server when
 * shown (a reload shows the vote given before). `question` and `answer` are what "include" sends.
 */
export function MessageFeedback({ votes, ledgerId, question, answer }: { votes: AnswerVotes; ledgerId: string; question: string; answer: string }) {
  const actor = useActorRef(votes.machine);
  useEffect(() => {
    actor.send({ type: 'feedback.answer', ledgerId });
  }, [actor, ledgerId]);
  useEffect(() => {
    const failed = actor.on('feedback.failed', votes.onFailed);
    return () => failed.unsubscribe();
  }, [actor, votes]);
  const commands = useMemo(() => answerFeedbackCommands(actor, () => ({ question, answer })), [actor, question, answer]);
  return <AnswerFeedback votes={actor} commands={commands} audience={votes.audience} />;
}
