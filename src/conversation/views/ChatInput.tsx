import { ArrowUp, Paperclip, Square } from 'lucide-react';
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { maxTextTokens, surelyOverTokenLimit } from '../../../domain/text-limit';
import { AutosizeTextArea } from '../../forms/AutosizeTextArea';
import { useChangingPress } from '../../forms/ChangingButton';
import { IconButton } from '../../forms/IconButton';
import { formatCount } from '../../i18n/formats';
import { useToastClearance } from './use-toast-clearance';

/** tools.md §9: the input grows from 54 px up to 120 px. */
export const inputMinHeightPx = 54;
export const inputMaxHeightPx = 120;

type EnterKeyEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'> & { nativeEvent?: { isComposing?: boolean } };

/** The page's message box: where the focus goes when a dialog's opener is gone (a resend, a deleted chat). */
export const pageMessageBox = () => document.querySelector<HTMLElement>('#main .chat-input textarea');

/** Enter sends; Ctrl, Meta or Shift with Enter is a new line (tools.md §5). */
export const isSendKey = (event: EnterKeyEvent) =>
  event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.nativeEvent?.isComposing;

/** Shift+Enter makes a new line by itself; browsers do nothing for Ctrl+Enter or Meta+Enter. */
const isAddedNewLineKey = (event: EnterKeyEvent) => event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent?.isComposing;

/** Replaces the selection with a line break, the caret after it. */
function insertLineBreak(area: HTMLTextAreaElement): string {
  area.setRangeText('\n', area.selectionStart, area.selectionEnd, 'end');
  return area.value;
}

export interface ChatInputProps {
  /** An answer is being waited for: the send button is the cancel button. */
  waiting: boolean;
  /** The tool's send rule says no (the chat: an answer still awaited): the send button is disabled, the text kept. */
  canSend?: boolean;
  canCancel: boolean;
  onSend: (text: string) => void;
  onCancel: () => void;
  /** Absent: no upload button, and pasted files are left to the text area (a chat without uploads). */
  onUpload?: () => void;
  onPasteFiles?: (files: File[]) => void;
  /** `fill(text)` puts a text in the box (an example question) and the caret after it. */
  ref?: Ref<ChatInputHandle>;
}

export interface ChatInputHandle {
  fill: (text: string) => void;
}

export function ChatInput({ waiting, canSend = true, canCancel, onSend, onCancel, onUpload, onPasteFiles, ref }: ChatInputProps) {
  const { t, i18n } = useTranslation('chat');
  const [text, setText] = useState('');
  const box = useRef<HTMLDivElement>(null);
  useToastClearance(box);
  const filled = useRef(false);
  useImperativeHandle(ref, () => ({
    fill(next) {
      filled.current = true;
      setText(next);
    },
  }));
  // After a fill: the text area has focus, the caret at the end, ready for more words or Enter.
  useEffect(() => {
    if (!filled.current) return;
    filled.current = false;
    const area = box.current?.querySelector('textarea');
    area?.focus();
    area?.setSelectionRange(area.value.length, area.value.length);
  }, [text]);
  // Said before sending, from the length alone; the text stays in the box to be shortened.
  const tooLong = surelyOverTokenLimit(text);
  const tooLongId = useId();
  const send = () => {
    if (waiting || !canSend || tooLong || text.trim() === '') return;
    onSend(text.trim());
    setText('');
  };
  const sendOrCancel = useChangingPress(waiting ? 'cancel' : 'send', waiting ? onCancel : send);
  const sendOrCancelDisabled = waiting ? !canCancel : !canSend || tooLong || text.trim() === '';
  // Send or Stop disabled while it has the focus (the answer came, the box is empty) would drop the
  // focus to body: the message box takes it, where the next words go.
  const sendOrCancelFocused = useRef(false);
  useLayoutEffect(() => {
    if (!sendOrCancelDisabled || !sendOrCancelFocused.current) return;
    sendOrCancelFocused.current = false;
    box.current?.querySelector('textarea')?.focus();
  }, [sendOrCancelDisabled]);
  // One rounded box (docs/decisions.md, "The chat's look"): attach on the left, the text area, send or stop on the right.
  return (
    <>
      <div className="chat-input" ref={box}>
        {onUpload && <IconButton icon={Paperclip} label={t('sidebar.upload')} className="ghost input-upload" onPress={onUpload} />}
        <AutosizeTextArea
          aria-label={t('input.label')}
          placeholder={t('input.placeholder')}
          value={text}
          aria-describedby={tooLong ? tooLongId : undefined}
          minRows={2}
          minHeight={inputMinHeightPx}
          maxHeight={inputMaxHeightPx}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (isSendKey(event)) {
              event.preventDefault();
              send();
            } else if (isAddedNewLineKey(event)) {
              event.preventDefault();
              setText(insertLineBreak(event.currentTarget));
            }
          }}
          onPaste={(event) => {
            const files = [...event.clipboardData.files];
            if (files.length > 0 && onPasteFiles) {
              event.preventDefault();
              onPasteFiles(files);
            }
          }}
        />
        {/* One button that turns into another: a press acts only on the face it began on. */}
        <IconButton
          icon={waiting ? Square : ArrowUp}
          label={waiting ? t('input.cancel') : t('input.send')}
          className={waiting ? 'danger-outline' : 'primary'}
          isDisabled={sendOrCancelDisabled}
          onFocus={() => {
            sendOrCancelFocused.current = true;
          }}
          onBlur={(event) => {
            // A blur that comes from being disabled is not the user leaving.
            if (!(event.target as HTMLButtonElement).disabled) sendOrCancelFocused.current = false;
          }}
          {...sendOrCancel}
        />
      </div>
      {/* Always there, so that the message is announced when it comes. */}
      <div role="status" className="chat-input-status">
        {tooLong && (
          <p id={tooLongId} className="chat-input-too-long">
            {t('input.tooLong', { characters: formatCount(text.length, i18n.language), limit: formatCount(maxTextTokens, i18n.language) })}
          </p>
        )}
      </div>
    </>
  );
}
