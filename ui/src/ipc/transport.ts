// The shape of a transport, apart from the code that picks one (backend.ts),
// so the fake transport can implement it without importing its picker.

/** What the wrappers need from a transport. */
export interface Backend {
  /** Calls a Rust command; rejects with the command's error value. */
  invoke<T>(cmd: string, args?: Record<string, unknown>): Promise<T>;
  /** Subscribes to an event; resolves to the unsubscribe function. */
  listen<T>(event: string, handler: (payload: T) => void): Promise<() => void>;
}
