import { describe, expect, test } from 'vitest';
import { isEnterOnCell } from './is-enter-on-cell';

const element = (role: string | null) =>
  ({
    getAttribute: (name: string) => (name === 'role' ? role : null),
  }) as unknown as EventTarget;

describe('isEnterOnCell', () => {
  test('Enter on the cell opens the row', () => {
    expect(isEnterOnCell({ key: 'Enter', target: element('gridcell') })).toBe(
      true,
    );
  });

  test('other keys, and Enter on a control inside the cell, do not', () => {
    expect(isEnterOnCell({ key: ' ', target: element('gridcell') })).toBe(
      false,
    );
    expect(isEnterOnCell({ key: 'Enter', target: element(null) })).toBe(false);
    expect(isEnterOnCell({ key: 'Enter', target: element('checkbox') })).toBe(
      false,
    );
  });
});
