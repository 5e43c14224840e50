import { Button } from 'react-aria-components';

/** Something failed to load: what, and a button to try again (an alert, so it is read at once). */
export function RetryNotice({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className="notice notice-danger" role="alert">
      <p>{message}</p>
      <Button className="button" onPress={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
