import { useState, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AutosizeTextArea } from '../../forms/AutosizeTextArea';

/** tools.md §9: the input grows from 54 px up to 120 px. */
export const inputMinHeightPx = 54;
export const inputMaxHeightPx = 120;

type EnterKeyEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'> & { nativeEvent?: { isComposing?: boolean } };

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
  canCancel: boolean;
  onSend: (text: string) => void;
  onCancel: () => void;
  /** Absent: no upload button, and pasted files are left to the text area (a chat without uploads). */
  onUpload?: () => void;
  onPasteFiles?: (files: File[]) => void;
}

export function ChatInput({ waiting, canCancel, onSend, onCancel, onUpload, onPasteFiles }: ChatInputProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const send = () => {
    if (waiting || text.trim() === '') return;
    onSend(text.trim());
    setText('');
  };
  return (
    <div className="chat-input">
      {onUpload && (
        <Button className="button ghost input-upload" aria-label={t('sidebar.upload')} onPress={onUpload}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M21 11.5l-8.5 8.5a5 5 0 01-7-7L14 4.5a3.5 3.5 0 015 5L10.5 18a2 2 0 01-3-3L15 7.5" />
          </svg>
        </Button>
      )}
      <AutosizeTextArea
        aria-label={t('input.label')}
        placeholder={t('input.placeholder')}
        value={text}
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
      {waiting ? (
        <Button className="button danger-outline" onPress={onCancel} isDisabled={!canCancel}>
          {t('input.cancel')}
        </Button>
      ) : (
        <Button className="button primary" onPress={send} isDisabled={text.trim() === ''}>
          {t('input.send')}
        </Button>
      )}
    </div>
  );
}
