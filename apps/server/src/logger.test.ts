import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function output(isTTY: boolean) {
  const chunks: string[] = [];
  const out = Object.assign(
    new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk.toString('utf8'));
        done();
      },
    }),
    { isTTY },
  );
  return { out, text: () => chunks.join('') };
}

describe('the server log', () => {
  it('is a readable line on a terminal', () => {
    const { out, text } = output(true);
    createLogger('info', out).info({ port: 3000 }, 'kurz is running');
    expect(text()).toMatch(/INFO.*kurz is running/);
    expect(stripVTControlCharacters(text())).toContain('port: 3000');
    expect(text().trim().startsWith('{')).toBe(false);
  });

  it('is JSON elsewhere (a container, a log collector)', async () => {
    const { out, text } = output(false);
    createLogger('info', out).info({ port: 3000 }, 'kurz is running');
    await new Promise((r) => setImmediate(r));
    expect(JSON.parse(text())).toMatchObject({ level: 30, port: 3000, msg: 'kurz is running' });
  });
});
