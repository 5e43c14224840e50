import { useEffect } from 'react';
import type { AnswerAnnouncerActor } from '../../conversation/views/AnswerAnnouncer';
import type { AuditActor } from '../audit-actors';

/** Hears the audit assistant's answers from now on: complete unless the machine said it failed or was aborted. */
export function useAuditAnswerHeard(actor: AuditActor, announcer: AnswerAnnouncerActor) {
  useEffect(() => {
    let id: string | null = null;
    let round = 0;
    let broke = false;
    const follow = (snapshot: ReturnType<typeof actor.getSnapshot>) => {
      const waiting = snapshot.hasTag('waiting');
      if (waiting && id === null) {
        round += 1;
        id = `audit:${round}`;
        broke = false;
        announcer.send({ type: 'answer.began', id, shown: snapshot.context.output });
      } else if (waiting && id !== null) {
        announcer.send({ type: 'answer.grew', id, text: snapshot.context.output });
      } else if (!waiting && id !== null) {
        announcer.send({ type: 'answer.ended', id, text: snapshot.context.output, end: broke ? 'not-complete' : 'complete' });
        id = null;
      }
    };
    follow(actor.getSnapshot());
    const growing = actor.subscribe(follow);
    const failing = actor.on('answer.failed', () => (broke = true));
    const aborting = actor.on('answer.aborted', () => (broke = true));
    return () => {
      growing.unsubscribe();
      failing.unsubscribe();
      aborting.unsubscribe();
    };
  }, [actor, announcer]);
}
