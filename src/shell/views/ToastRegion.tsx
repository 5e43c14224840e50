import { useState } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { selectToasts, type Toast } from '../../../store/toasts.slice';
import { useShellCommands } from '../../platform/platform';
import { useAppSelector } from '../../platform/store-hooks';

function ToastView({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const commands = useShellCommands();
  const close = () => commands.closeToast(toast.id);
  // WCAG 2.2.1: its time stands still while the pointer is on it or the focus in it.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Danger and warning interrupt (alert); the others are announced politely (status).
  const role = toast.color === 'danger' || toast.color === 'warning' ? 'alert' : 'status';
  return (
    <div
      className={`toast toast-${toast.color}`}
      role={role}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <div className="toast-body">
        <strong>{toast.title}</strong>
        {toast.description && <p>{toast.description}</p>}
      </div>
      {/* A plain button: toasts come with the shell, before React Aria's code (see NavBar.tsx). */}
      <button type="button" className="button ghost" aria-label={t('toast.close')} onClick={close}>
        <X aria-hidden="true" className="icon" />
      </button>
      {toast.duration > 0 && (
        <div
          className="toast-progress"
          data-testid="toast-progress"
          style={{ animationDuration: `${toast.duration}ms`, animationPlayState: hovered || focused ? 'paused' : 'running' }}
          onAnimationEnd={close}
        />
      )}
    </div>
  );
}

/** Toasts in the order they came; each leaves when closed or when its progress bar ends. */
export function ToastRegion() {
  const toasts = useAppSelector(selectToasts);
  return (
    <div className="toast-region">
      {toasts.map((toast) => (
        <ToastView key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
