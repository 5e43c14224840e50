import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DocumentChecklist } from './DocumentChecklist';
import { useDocumentSelection } from './use-chat-lists';
import { popoverOffsetPx } from '../../forms/overlays';

/**
 * tools.md §2 top menu "document selector": the sidebar's document checklist in a popover. Without
 * `onDeleteDocuments` the checklist offers no delete (the confirmation belongs to the page's dialogs).
 */
export function ChatTopMenuDocuments({ onDeleteDocuments }: { onDeleteDocuments?: (hashes: string[]) => void }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const { selected } = useDocumentSelection();

  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="button ghost">
        {t('actions.selectDocuments')}
        {selected.length > 0 && ` (${selected.length})`} <ChevronDown aria-hidden="true" className="icon" />
      </Button>
      <Popover placement="bottom start" offset={popoverOffsetPx} className="menu top-menu-documents">
        <Dialog className="dialog">
          <Heading slot="title" className="sidebar-heading">
            {t('actions.selectDocuments')}
          </Heading>
          <DocumentChecklist onDeleteDocuments={onDeleteDocuments} onMakeWay={() => setOpen(false)} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
