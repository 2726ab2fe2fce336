/**
 * Drops calls made while the previous one is still running, so a double-click
 * or Enter-spam sends one request. A disabled button is not enough: the second
 * press lands before React has re-rendered the button as disabled.
 *
 * @example
 * const [once] = useState(createSingleFlight);
 * onClick={() => void once(() => save(values))}
 */
export function createSingleFlight() {
  let isRunning = false;
  return async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (isRunning) return undefined;
    isRunning = true;
    try {
      return await task();
    } finally {
      isRunning = false;
    }
  };
}
