import type { i18n as I18n } from 'i18next';
import { toastAdded } from '../../store/toasts.slice';
import type { AppStore } from '../../store/store';
import type { ScosSettings } from '../config/runtime-config';
import { copyText, downloadText } from '../conversation/clipboard';
import { dateAnswer, type DateAnswer } from './protocol/date-answer';
import type { Button } from './protocol/messages';
import type { ScosActor } from './scos-tool-context';
import { scosTranscript, transcriptFileName } from './scos-transcript';

export interface ScosCommandDeps {
  actor: ScosActor;
  store: AppStore;
  i18n: I18n;
  settings: ScosSettings;
  now?: () => Date;
  doc?: Document;
}

/** The one object the customer-service views write through. */
export function scosCommands({ actor, store, i18n, settings, now = () => new Date(), doc = document }: ScosCommandDeps) {
  const toast = (color: 'success' | 'warning' | 'danger', title: string) => store.dispatch(toastAdded({ color, title }));

  const downloadTranscript = () => {
    const { entries } = actor.getSnapshot().context;
    const text = scosTranscript(entries, settings, (code) => i18n.t(`scos:apology.${code === 'ES901' ? 'socket' : 'maintenance'}`));
    downloadText(transcriptFileName(settings.transcriptFilename, i18n.t('scos:title'), now()), text, 'text/plain', doc);
  };

  /** A value is sent, unless it is the configured upload trigger or its cancel (tools.md §5). */
  const sendValue = (value: string, label?: string, sitData?: Record<string, unknown>) => {
    if (value === settings.uploadCancelTrigger) return actor.send({ type: 'upload.cancel' });
    if (value.startsWith(settings.uploadTrigger)) return actor.send({ type: 'upload.start' });
    actor.send({ type: 'scos.send', text: value, label, sitData });
  };

  return {
    /** Typed text: the transcript trigger downloads instead of sending. */
    send(text: string) {
      if (text.trim() === settings.transcriptTrigger) return downloadTranscript();
      sendValue(text);
    },
    chip: (value: string, label: string) => sendValue(value, label),
    press(button: Button) {
      if (button.kind === 'send') return sendValue(button.value, button.label, button.sitData);
      if (button.kind === 'copy') {
        void copyText(button.text, doc).then((copied) =>
          copied ? toast('success', i18n.t('scos:copied', { text: button.text })) : toast('danger', i18n.t('scos:copyFailed')),
        );
      }
    },
    /** §5: only a valid day inside min/max is sent; otherwise nothing goes and the reason comes back. */
    submitDate(input: string, minDate?: string, maxDate?: string, label?: (day: string) => string): DateAnswer {
      const answer = dateAnswer(input, minDate, maxDate);
      if (answer.ok) actor.send({ type: 'scos.send', text: answer.value, label: label?.(answer.value) });
      return answer;
    },
    abort: () => actor.send({ type: 'scos.abort' }),
    newChat: () => actor.send({ type: 'scos.newChat' }),
    chooseFile: (file: File) => actor.send({ type: 'upload.chosen', file }),
    cancelUpload: () => actor.send({ type: 'upload.cancel' }),
    downloadTranscript,
  };
}

export type ScosCommands = ReturnType<typeof scosCommands>;
