import { describe, expect, it } from 'vitest';
import { rowPx } from './grid-metrics';

describe('grid metrics', () => {
  it('size rows as the DataGrid does at each density', () => {
    expect([rowPx('compact'), rowPx('standard'), rowPx('comfortable')]).toEqual(
      [36, 52, 67],
    );
  });
});
