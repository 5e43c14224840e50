import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { answerAnnouncerMachine } from '../../../machines/conversation/answer-announcer.machine';
import type { chatStreamMachine } from '../../../machines/conversation/chat-stream.machine';

export type AnswerAnnouncerActor = ActorRefFrom<typeof answerAnnouncerMachine>;

/**
 * The polite region a streamed answer is heard in (machines/conversation/answer-announcer.machine.ts
 * decides what and when). Always on the page, empty at first and again a gap after each
 * announcement: a reload says nothing. Each announcement is a new node, so the same words twice are heard twice.
 */
export function useAnswerAnnouncer(): { announcer: AnswerAnnouncerActor; region: React.JSX.Element } {
  const { t } = useTranslation('chat');
  const announcer = useActorRef(answerAnnouncerMachine, { input: { completeWords: t('messages.answerComplete') } });
  const said = useSelector(announcer, (s) => s.context.said);
  const region = (
    <div className="sr-only answer-announcer" role="status" aria-live="polite" aria-atomic="true">
      {said.words !== '' && <span key={said.count}>{said.words}</span>}
    </div>
  );
  return { announcer, region };
}

/** Hears the conversation's stream (the chat's, a registry component's): every answer it streams from now on. */
export function useStreamHeard(stream: ActorRefFrom<typeof chatStreamMachine>, announcer: AnswerAnnouncerActor) {
  useEffect(() => {
    let id: string | null = null;
    let round = 0;
    const follow = (snapshot: ReturnType<typeof stream.getSnapshot>) => {
      if (!snapshot.hasTag('busy')) return;
      if (id === null) {
        round += 1;
        id = `${snapshot.context.sessionId}:${round}`;
        // Already under way when first seen (a reload's kept answer): what is on screen is not read out.
        announcer.send({ type: 'answer.began', id, shown: snapshot.context.text });
      } else {
        announcer.send({ type: 'answer.grew', id, text: snapshot.context.text });
      }
    };
    follow(stream.getSnapshot());
    const growing = stream.subscribe(follow);
    const ending = stream.on('answer.ended', ({ text, end }) => {
      if (id !== null) announcer.send({ type: 'answer.ended', id, text, end: end.status === 'complete' ? 'complete' : 'not-complete' });
      id = null;
    });
    return () => {
      growing.unsubscribe();
      ending.unsubscribe();
    };
  }, [stream, announcer]);
}
