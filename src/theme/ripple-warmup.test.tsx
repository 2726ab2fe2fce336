import { render, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { RippleWarmup } from './ripple-warmup';

/** The page's styles, as emotion inserted them into the head. */
const pageStyles = () => document.head.innerHTML;

// The ripple's entry: from nothing to its full size.
const rippleEntry = /@keyframes[^{]*\{0%\{[^}]*transform:scale\(0\)/;

test("the ripple's keyframes are in the page before any click", async () => {
  expect(pageStyles()).not.toMatch(rippleEntry);

  render(<RippleWarmup />);

  await waitFor(() => expect(pageStyles()).toMatch(rippleEntry));
});
