/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/default-settings';
import { hydratesPrerender } from './hydrates-prerender';

function root(prerendered: boolean): Element {
  const element = document.createElement('div');
  if (prerendered) element.setAttribute('data-prerendered', '');
  return element;
}

describe('hydratesPrerender', () => {
  it('adopts the prerendered sign-in form in the default look', () => {
    expect(hydratesPrerender(root(true), '/login', defaultSettings)).toBe(true);
  });

  it('draws anew when the page was not prerendered or is another form', () => {
    expect(hydratesPrerender(root(false), '/login', defaultSettings)).toBe(
      false,
    );
    expect(
      hydratesPrerender(root(true), '/auth/forgot-password', defaultSettings),
    ).toBe(false);
  });

  it.each([
    { mode: 'dark' },
    { direction: 'rtl' },
    { themeColor: 'info' },
    { skin: 'bordered' },
  ] as const)('draws anew in another look: %o', (change) => {
    expect(
      hydratesPrerender(root(true), '/login', {
        ...defaultSettings,
        ...change,
      }),
    ).toBe(false);
  });

  it('ignores settings that do not change the sign-in page', () => {
    expect(
      hydratesPrerender(root(true), '/login', {
        ...defaultSettings,
        navCollapsed: true,
        contentWidth: 'full',
      }),
    ).toBe(true);
  });
});
