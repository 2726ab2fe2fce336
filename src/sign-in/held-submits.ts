let held: HTMLFormElement | null = null;
let isLive = false;

/**
 * A prerendered form shows before React has taken it over, and until then
 * its submit button is inert (a native submit would send the password in a
 * GET query string). A click on it, or Enter in one of its fields, in that
 * time is held here, from the sign-in entry's first moment, and sent once
 * the form is live (`sendHeldSubmit`), so a quick user's sign-in is not lost.
 */
export function holdEarlySubmits(root: HTMLElement): void {
  const hold = (form: HTMLFormElement | null | undefined) => {
    if (!isLive && form) held = form;
  };
  root.addEventListener('click', (event) => {
    if (event.target instanceof Element)
      hold(event.target.closest('button[data-submits]')?.closest('form'));
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement)
      hold(event.target.form);
  });
}

/** The form is live: sends the submit held before, if there was one. */
export function sendHeldSubmit(): void {
  isLive = true;
  const form = held;
  held = null;
  form?.requestSubmit();
}
