import { render } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { expect, test } from 'vitest';
import { AppThemeProvider } from './app-theme-provider';

/** How many times the page's styles define a keyframes rule named `name`. */
const keyframesCount = (name: string) =>
  document.head.innerHTML.split(`@keyframes ${name}{`).length - 1;

test("a form's inputs add no styles of their own for autofill, and keep its animation", () => {
  render(
    <AppThemeProvider>
      <TextField label="Email" />
      <TextField label="Password" type="password" />
      <TextField label="Search" />
    </AppThemeProvider>,
  );

  expect(keyframesCount('mui-auto-fill')).toBe(1);
  expect(keyframesCount('mui-auto-fill-cancel')).toBe(1);
  // The input still animates on autofill, which is how MUI sees it filled.
  expect(document.head.innerHTML).toMatch(
    /:-webkit-autofill\{[^}]*[^-]animation-name:mui-auto-fill;/,
  );
});
