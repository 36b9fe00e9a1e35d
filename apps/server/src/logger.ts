import type { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

/**
 * The server's log: readable coloured lines when a person watches it (the output is a terminal), one
 * JSON object a line otherwise (containers, log collectors, tests reading it).
 */
export function createLogger(level: string, out: Writable & { isTTY?: boolean } = process.stdout): Logger {
  if (out.isTTY !== true) return pino({ level }, out);
  return pino(
    { level },
    pretty({ destination: out, colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true }),
  );
}
