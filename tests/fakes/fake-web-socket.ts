/** A WebSocket the test drives: it opens, closes and answers when told to. */
export class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static created: { socket: FakeSocket; at: number }[] = [];
  readyState = FakeSocket.CONNECTING;
  binaryType = 'blob';
  readonly sent: string[] = [];

  constructor(readonly url: string) {
    super();
    FakeSocket.created.push({ socket: this, at: Date.now() });
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000, reason = '') {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    // A CloseEvent's fields, on a plain Event: Node has no CloseEvent.
    this.dispatchEvent(
      Object.assign(new Event('close'), { code, reason, wasClean: true }),
    );
  }
  /** The server accepts the connection. */
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  /** The connect fails (refused, reset): the browser fires `error`, then `close`. */
  refuse() {
    this.dispatchEvent(new Event('error'));
    this.close();
  }
  receive(frame: unknown) {
    this.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify(frame) }),
    );
  }
  events(name: string) {
    return this.sent
      .map((s) => JSON.parse(s) as { event: string; data?: unknown })
      .filter((f) => f.event === name);
  }
}
