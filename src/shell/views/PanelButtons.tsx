import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../forms/IconButton';
import { useToolPanel } from './use-tool-panel';

/** tools.md §2 "close sidebar": an icon button at the panel's head; focused when the user has just opened it. */
export function PanelCloseButton() {
  const { t } = useTranslation('common');
  const panel = useToolPanel();
  return <IconButton icon={PanelLeftClose} label={t('panel.close')} autoFocus={panel.focusMoved} onPress={panel.close} />;
}

/**
 * "Open sidebar", where the closed panel leaves room for it: an icon, or with `label` a button
 * that names the panel in words (the settings tools, whose panel a phone user must find).
 */
export function PanelOpenButton({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  const panel = useToolPanel();
  if (!label) return <IconButton icon={PanelLeftOpen} label={t('panel.open')} autoFocus={panel.focusMoved} onPress={panel.open} />;
  return (
    <Button className="button panel-open" autoFocus={panel.focusMoved} onPress={panel.open}>
      <PanelLeftOpen aria-hidden="true" className="icon" /> {label}
    </Button>
  );
}
