import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localObjectStore } from './objectStore';

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

describe('localObjectStore', () => {
  it('keeps objects under its root and refuses other keys', async () => {
    const store = localObjectStore(await mkdtemp(join(tmpdir(), 'kurz-objects-')));
    await store.put('og/abcdefgh12345678.webp', bytes);
    expect(await store.get('og/abcdefgh12345678.webp')).toEqual(Buffer.from(bytes));
    expect(await store.get('og/../../secret.png')).toBeNull();
    expect(await store.get('og/missing12345678.png')).toBeNull();
  });

  it('deletes an object, takes a missing one as deleted, and refuses other keys', async () => {
    const store = localObjectStore(await mkdtemp(join(tmpdir(), 'kurz-objects-')));
    await store.put('og/abcdefgh12345678.webp', bytes);
    await store.delete('og/abcdefgh12345678.webp');
    expect(await store.get('og/abcdefgh12345678.webp')).toBeNull();
    await store.delete('og/abcdefgh12345678.webp');
    await expect(store.delete('og/../../secret.png')).rejects.toThrow(/bad object key/);
  });
});
