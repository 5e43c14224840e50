import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, CheckboxGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { selectScosDocuments } from '../../../store/scos-chats.slice';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { DocumentCheckboxes } from '../../conversation/views/DocumentCheckboxes';
import { useAppSelector } from '../../platform/store-hooks';
import { useScosTool } from '../scos-tool-context';

/**
 * tools.md §2 sidebar: the demo's uploaded documents (its own list), an upload (the panel the bot's
 * trigger opens), and the selected ones deleted after confirmation.
 */
export function ScosDocuments() {
  const { t } = useTranslation('scos');
  const { actor, commands } = useScosTool();
  const documents = useAppSelector(selectScosDocuments);
  const canUpload = useSelector(actor, (snapshot) => snapshot.can({ type: 'upload.start' }));
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const present = selected.filter((hash) => documents.some((document) => document.option.value === hash));
  return (
    <section className="scos-documents" aria-labelledby="scos-documents-heading">
      <h2 id="scos-documents-heading" className="scos-sidebar-heading">
        {t('documents.heading')}
      </h2>
      {documents.length === 0 ? (
        <p className="muted">{t('documents.none')}</p>
      ) : (
        <CheckboxGroup className="scos-document-list" value={present} onChange={setSelected} aria-label={t('documents.heading')}>
          <DocumentCheckboxes documents={documents} />
        </CheckboxGroup>
      )}
      <div className="scos-chat-actions">
        <Button className="button" isDisabled={!canUpload} onPress={commands.startUpload}>
          {t('documents.upload')}
        </Button>
        <Button className="button" isDisabled={present.length === 0} onPress={() => setConfirming(true)}>
          {t('documents.delete')}
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          headline={t('documents.deleteConfirm', { count: present.length })}
          onConfirm={() => {
            commands.deleteDocuments(present);
            setSelected([]);
            setConfirming(false);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
