/** What the server's logger (pino) offers the API: no more, so tests can pass a plain object. */
export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}
