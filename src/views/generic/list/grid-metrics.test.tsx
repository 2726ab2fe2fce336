import { describe, expect, it } from 'vitest';
import {
  COMFORTABLE_DENSITY_FACTOR,
  COMPACT_DENSITY_FACTOR,
} from '@mui/x-data-grid';
import { DENSITY_FACTOR, headerPx, rowPx } from './grid-metrics';

describe('grid metrics', () => {
  it("repeat MUI X's density factors", () => {
    expect(DENSITY_FACTOR.compact).toBe(COMPACT_DENSITY_FACTOR);
    expect(DENSITY_FACTOR.comfortable).toBe(COMFORTABLE_DENSITY_FACTOR);
  });

  it('size rows and headers as the DataGrid does', () => {
    expect([rowPx('compact'), rowPx('standard'), rowPx('comfortable')]).toEqual(
      [36, 52, 67],
    );
    expect(headerPx('compact')).toBe(39);
    expect(headerPx('standard')).toBe(56);
    expect(headerPx('comfortable')).toBe(72);
  });
});
