/** What the server's logger (pino) offers the API: no more, so tests can pass a plain object. */
export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

/** The pool, its errors outside any task (a thread that failed to start) a process warning rather than the end of the server. */
export function watched<T extends { on(event: 'error', listener: (err: Error) => void): unknown }>(pool: T): T {
  pool.on('error', (err) => process.emitWarning(err.message, { type: 'WorkerPoolError', detail: err.stack }));
  return pool;
}
