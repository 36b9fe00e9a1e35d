import { EventEmitter, once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { watched } from './logger';

describe('watched', () => {
  it("turns a pool's error outside any task into a process warning instead of a throw", async () => {
    const pool = watched(new EventEmitter());
    const warned = once(process, 'warning');
    expect(() => pool.emit('error', new Error('thread failed to start'))).not.toThrow();
    const [warning] = (await warned) as [Error];
    expect(warning.message).toBe('thread failed to start');
    expect(warning.name).toBe('WorkerPoolError');
    expect(() => new EventEmitter().emit('error', new Error('unwatched'))).toThrow('unwatched');
  });
});
