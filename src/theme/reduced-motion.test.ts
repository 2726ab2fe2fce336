import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/default-settings';
import { createAppTheme } from './create-app-theme';

describe('the theme under prefers-reduced-motion', () => {
  it('moves nothing: no transition, every duration 0, no ripple', () => {
    const theme = createAppTheme(defaultSettings, true);
    expect(theme.transitions.create(['color', 'transform'])).toBe('none');
    expect(Object.values(theme.transitions.duration)).toEqual(
      Object.values(theme.transitions.duration).map(() => 0),
    );
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(
      true,
    );
  });

  it('moves as MUI does without it', () => {
    const theme = createAppTheme(defaultSettings);
    expect(theme.transitions.create('color')).toMatch(/^color \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(
      false,
    );
  });
});
