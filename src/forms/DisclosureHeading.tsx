import type { ReactNode } from 'react';
import { Button, Heading } from 'react-aria-components';

/**
 * An accordion item's heading: the button that opens and closes it, after a ▸ marker that the
 * tool's style turns while the item is open (`className` is the button's own class).
 */
export function DisclosureHeading({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Heading level={3}>
      <Button slot="trigger" className={`button ghost ${className}`}>
        <span aria-hidden="true">▸</span> {children}
      </Button>
    </Heading>
  );
}
