/** @vitest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useAskedValue } from './use-asked-value';

const render = (initial: string[]) =>
  renderHook(({ current }) => useAskedValue(current), {
    initialProps: { current: initial },
  });

describe('useAskedValue', () => {
  test('a second choice before the first lands builds on the first', () => {
    const hook = render([]);
    act(() => hook.result.current[1](['COMPLETED']));
    expect(hook.result.current[0]).toEqual(['COMPLETED']);
    act(() => hook.result.current[1](['COMPLETED', 'PENDING']));
    // The first change lands: the second is still on its way.
    hook.rerender({ current: ['COMPLETED'] });
    expect(hook.result.current[0]).toEqual(['COMPLETED', 'PENDING']);
    hook.rerender({ current: ['COMPLETED', 'PENDING'] });
    expect(hook.result.current[0]).toEqual(['COMPLETED', 'PENDING']);
  });

  test('once the filters show what was asked, they are the value again', () => {
    const hook = render([]);
    act(() => hook.result.current[1](['COMPLETED']));
    hook.rerender({ current: ['COMPLETED'] });
    // "Clear all" or the back button: shown as it is.
    hook.rerender({ current: [] });
    expect(hook.result.current[0]).toEqual([]);
  });

  test('a change the user did not ask for wins over a choice still on its way', () => {
    const hook = render(['PENDING']);
    act(() => hook.result.current[1](['PENDING', 'COMPLETED']));
    hook.rerender({ current: ['CANCELLED'] });
    expect(hook.result.current[0]).toEqual(['CANCELLED']);
  });
});
