/** A real pino logger whose lines a test can read: what a server writes, at every level from debug up. */
import { Writable } from 'node:stream';
import { pino } from 'pino';

export interface LogLine {
  level: number;
  msg?: string;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

/** pino's numeric levels: 20 debug, 30 info, 40 warn, 50 error, 60 fatal. */
export const ERROR_LEVEL = 50;

export function capturedLogger() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}
