import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The alert that says `text`: toasts are alerts too, so one is picked by what it says. */
export async function findAlertSaying(text: RegExp): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(
    () => {
      found = screen
        .getAllByRole('alert')
        .find((alert) => text.test(alert.textContent ?? ''));
      expect(found).toBeDefined();
    },
    { timeout: 5000 },
  );
  return found as HTMLElement;
}
