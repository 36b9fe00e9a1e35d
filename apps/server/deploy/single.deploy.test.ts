/**
 * One container, one volume, the embedded database (PGlite), as the README shows it:
 * `docker run -p 8080:3000 -v kurz:/data kurz`. A guest's link survives the container.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, client, freePort, IMAGE, until, visit } from './engine';

const volume = `kurz-test-${randomUUID().slice(0, 8)}`;
const started: string[] = [];

async function start(port: number): Promise<number> {
  const t0 = Date.now();
  started.push((await cli('run', '-d', '-p', `${port}:3000`, '-v', `${volume}:/data`, IMAGE)).trim());
  await until(
    'the container to be ready',
    async () => (await fetch(`http://localhost:${port}/readyz`)).ok,
    180_000,
    250,
  );
  return Date.now() - t0;
}

afterAll(async () => {
  for (const id of started) await cli('rm', '-f', id).catch(() => {});
  await cli('volume', 'rm', '-f', volume).catch(() => {});
});

describe('docker run -p 8080:3000 -v kurz:/data kurz', () => {
  it('serves a guest link, and keeps it in the volume across a new container', async () => {
    const port = await freePort();
    const firstStart = await start(port);
    const guest = client(port);
    await guest.json('POST', '/api/auth/guest');
    const link = await guest.json<{ slug: string }>('POST', '/api/links/create', {
      url: 'https://example.com/single',
      hostname: 'kurz.localhost',
    });
    expect(await visit(port, 'kurz.localhost', link.slug)).toBe(302);

    await cli('stop', started.at(-1)!);
    const secondStart = await start(port);
    const links = await guest.json<{ results: { slug: string }[] }>('GET', '/api/links/list');
    expect(links.results.map((l) => l.slug)).toContain(link.slug);
    expect(await visit(port, 'kurz.localhost', link.slug)).toBe(302);
    console.log(
      `deploy: single container ready in ${(firstStart / 1000).toFixed(1)} s on a new volume, ${(secondStart / 1000).toFixed(1)} s on it again`,
    );
  });
});
