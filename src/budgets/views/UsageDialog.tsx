import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../../platform/platform';
import { myUsageLogic } from '../my-usage-logic';
import { usageNumbers } from '../usage-numbers';
import { BudgetList } from './BudgetList';
import { MyUsageTable } from './MyUsageTable';
import '../usage.css';

/** "Usage" of the user menu: the user's own use, this month and last, and what is left of their budgets. Mounted while open. */
export default function UsageDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('usage');
  const platform = usePlatform();
  const logic = useMemo(() => myUsageLogic(platform), [platform]);
  const [snapshot, send] = useMachine(logic, { input: {} });
  const usage = snapshot.context.data;

  return (
    <ModalOverlay className="modal-overlay" isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="modal usage-modal">
        <Dialog className="dialog">
          <Heading slot="title">{t('mine.title')}</Heading>
          {snapshot.matches('loading') && <p aria-busy="true" className="muted">{t('mine.loading')}</p>}
          {snapshot.matches('failed') && (
            <div role="alert">
              <p>{t('mine.failed')}</p>
              <Button className="button outline" onPress={() => send({ type: 'usage.retry' })}>{t('mine.retry')}</Button>
            </div>
          )}
          {snapshot.matches('shown') && usage && (
            <>
              <h3 className="usage-heading">{t('mine.budgets')}</h3>
              <BudgetList budgets={usage.budgets} currency={usage.currency} />
              <MyUsageTable period={usage.thisMonth} caption={t('mine.thisMonth')} numbers={usageNumbers(i18n.language, usage.currency)} />
              <MyUsageTable period={usage.lastMonth} caption={t('mine.lastMonth')} numbers={usageNumbers(i18n.language, usage.currency)} />
            </>
          )}
          <div className="dialog-actions">
            <Button className="button" onPress={onClose}>{t('mine.close')}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
