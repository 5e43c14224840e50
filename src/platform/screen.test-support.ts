/** Test support shared by the tools' component tests: what a reader meets on screen (imported by tests only). */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** A toast as a reader meets it: interrupting (alert) or polite (status), headline, description. */
export interface ShownToast {
  role: 'alert' | 'status';
  title: string;
  description?: string;
}

/** The toasts on screen, alerts first, each in the order it came. */
export function shownToasts(): ShownToast[] {
  const region = document.querySelector<HTMLElement>('.toast-region');
  if (!region) throw new Error('the toast region is not rendered');
  return (['alert', 'status'] as const).flatMap((role) =>
    within(region)
      .queryAllByRole(role)
      .map((toast) => {
        const description = toast.querySelector('p')?.textContent;
        return { role, title: toast.querySelector('strong')?.textContent ?? '', ...(description ? { description } : {}) };
      }),
  );
}

/** Switches the interface to German through the language menu, as a user does. */
export async function chooseGerman(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /^Language: / }));
  await user.click(await screen.findByRole('menuitemradio', { name: /Deutsch/ }));
  await waitFor(() => expect(document.documentElement.lang).toBe('de-DE'));
}
