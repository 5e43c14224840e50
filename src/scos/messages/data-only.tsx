import { useTranslation } from 'react-i18next';
import type { MessageKind } from './message-kind';

export interface DataOnlyContent {
  type: 'DATA_ONLY';
  data: Record<string, unknown>;
}

function DataOnly() {
  const { t } = useTranslation('scos');
  return <p className="scos-muted">{t('dataOnly')}</p>;
}

/** DATA_ONLY: data for the page, not for the user: a muted note; the transcript keeps the data unless filtered. */
export const dataOnlyKind: MessageKind<'DATA_ONLY', DataOnlyContent> = {
  content: (item) => ({ type: 'DATA_ONLY', data: item.data ?? {} }),
  View: DataOnly,
  plainText: () => '',
  transcriptText: (content) => JSON.stringify(content.data),
  closesOnReply: false,
};
