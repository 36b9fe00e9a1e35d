/**
 * pnpm bench:qr — server-side QR rendering: the core renderer's SVG rasterised to PNG by resvg, for a
 * 512 px code with a logo (the default) and for 4096 px (the largest), and the check an uploaded PNG
 * goes through (decoding it back with jsQR, on the decoder's own thread). Prints p50/p95 per case with
 * date, commit and machine, and how long the event loop stalled at most meanwhile (what redirects on
 * the same process would wait).
 */
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { closeQrThread, decodeQrPng, svgToPng } from '@kurz/api';
import { qrText, renderQrSvg } from '@kurz/core';
import { PNG } from 'pngjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);

/** A 256 px photo-like logo: noise compresses badly, so this is a heavy logo to inline. */
function logo(): string {
  const png = new PNG({ width: 256, height: 256 });
  for (let i = 0; i < png.data.length; i++) png.data[i] = (i % 4 === 3 ? 255 : (i * 2654435761) >>> 24) & 255;
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

const text = qrText('https://kurz.localhost/spring-sale');
const withLogo = { href: logo(), size: 0.3 };
const svgOf = (size: number, withLogoToo: boolean) =>
  renderQrSvg({
    text,
    size,
    margin: 2,
    colorDark: '#000000',
    colorLight: '#FFFFFF',
    logo: withLogoToo ? withLogo : null,
  });

async function time(name: string, run: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 3; i++) await run();
  const stall = monitorEventLoopDelay({ resolution: 1 });
  stall.enable();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  stall.disable();
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]!.toFixed(1);
  console.log(`| ${name} | ${at(50)} ms | ${at(95)} ms | ${(stall.max / 1e6).toFixed(0)} ms |`);
}

let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
} catch {
  // not a checkout
}
console.log(
  `QR render benchmark, ${new Date().toISOString().slice(0, 10)}, commit ${commit}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${RUNS} runs each`,
);
console.log('| case | p50 | p95 | event loop stalled at most |\n| --- | --- | --- | --- |');
await time('512 px PNG with logo (SVG + resvg)', async () => svgToPng(svgOf(512, true)));
await time('4096 px PNG with logo (SVG + resvg)', async () => svgToPng(svgOf(4096, true)));
await time('4096 px PNG, no logo', async () => svgToPng(svgOf(4096, false)));
await time('SVG only, 512 px with logo', async () => svgOf(512, true));
const png512 = await svgToPng(svgOf(512, true));
const png4096 = await svgToPng(svgOf(4096, true));
await time('upload check: decode a 512 px PNG', async () => decodeQrPng(png512));
await time('upload check: decode a 4096 px PNG', async () => decodeQrPng(png4096));
await closeQrThread();
