import WebSocket from 'ws';

/** A frame the server sent, parsed. */
export type Frame = Record<string, unknown>;

export interface RealtimeClient {
  /** Every frame received so far, oldest first. */
  frames: Frame[];
  send(message: object): void;
  /**
   * The first frame that `match` accepts and no earlier `next` returned,
   * whether it already arrived or is still to come.
   */
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  /** Resolves with the close code once the server or the client closes. */
  closed: Promise<number>;
  close(): Promise<void>;
}

/**
 * A test's view of the realtime socket: connects, records frames, and waits
 * for a matching one instead of sleeping.
 */
export async function connectRealtime(url: string): Promise<RealtimeClient> {
  const socket = new WebSocket(url);
  const frames: Frame[] = [];
  const taken = new Set<Frame>();
  const waiters = new Set<{
    match: (frame: Frame) => boolean;
    resolve: (frame: Frame) => void;
  }>();
  socket.on('message', (raw: Buffer) => {
    const frame = JSON.parse(raw.toString('utf8')) as Frame;
    frames.push(frame);
    for (const waiter of waiters) {
      if (waiter.match(frame)) {
        waiters.delete(waiter);
        taken.add(frame);
        waiter.resolve(frame);
        return;
      }
    }
  });
  const closed = new Promise<number>((resolve) =>
    socket.once('close', resolve),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    frames,
    send: (message) => socket.send(JSON.stringify(message)),
    next(match, timeoutMs = 5000) {
      const seen = frames.find((frame) => !taken.has(frame) && match(frame));
      if (seen) {
        taken.add(seen);
        return Promise.resolve(seen);
      }
      return new Promise<Frame>((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (!waiters.delete(waiter)) return;
          reject(
            new Error(
              `no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`,
            ),
          );
        }, timeoutMs).unref();
      });
    },
    closed,
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) {
        socket.close();
        await closed;
      }
    },
  };
}
