import { describe, expect, test, vi } from 'vitest';
import { createSingleFlight } from './single-flight';

describe('createSingleFlight', () => {
  test('a second call while the first runs is dropped: exactly one task runs', async () => {
    const once = createSingleFlight();
    let finish: (value: string) => void = () => undefined;
    const task = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    const first = once(task);
    const second = once(task);
    const third = once(task);
    finish('saved');
    expect(await first).toBe('saved');
    expect(await second).toBeUndefined();
    expect(await third).toBeUndefined();
    expect(task).toHaveBeenCalledTimes(1);
  });

  test('once the task settles, even by failing, the next call runs', async () => {
    const once = createSingleFlight();
    await expect(once(() => Promise.reject(new Error('422')))).rejects.toThrow(
      '422',
    );
    const task = vi.fn(() => Promise.resolve(1));
    expect(await once(task)).toBe(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
