import { PanelLeftClose } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** Props of both buttons; `autoFocus` when the other one was just pressed (`useSidebarToggle().focusMoved`). */
export interface SidebarButtonProps {
  onPress: () => void;
  autoFocus?: boolean;
}

/** tools.md §2 "close sidebar": an icon button at the sidebar's head. */
export function SidebarCloseButton({ onPress, autoFocus = false }: SidebarButtonProps) {
  const { t } = useTranslation('chat');
  return (
    <Button className="button ghost" aria-label={t('sidebar.close')} autoFocus={autoFocus} onPress={onPress}>
      <PanelLeftClose aria-hidden="true" className="icon" />
    </Button>
  );
}

/** "Open sidebar", where the hidden sidebar leaves room for it. */
export function SidebarOpenButton({ onPress, autoFocus = false }: SidebarButtonProps) {
  const { t } = useTranslation('chat');
  return (
    <Button className="button ghost" autoFocus={autoFocus} onPress={onPress}>
      {t('sidebar.open')}
    </Button>
  );
}
