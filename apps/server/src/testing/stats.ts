/** Helpers for the stats integration tests: clicks seeded at chosen times straight into the writer. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classifyUserAgent, ClickRecorder, createCountryLookup, type ClickRow, type RawClick } from '@kurz/api';
import { pino } from 'pino';
import { DOW_KEYS } from '@kurz/core';
import { sql } from '@kurz/db';
import { expect } from 'vitest';
import type { TestClient, TestServer } from './index';
import { DESKTOP_UA } from './index';
import { GOOGLEBOT_UA, HOST, IPAD_UA, IPHONE_UA, newLink } from './links';

export { DESKTOP_UA, GOOGLEBOT_UA, HOST, IPAD_UA, IPHONE_UA };
export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** UTC midnight `offset` days from today (negative: in the past), in ms. */
export function dayStart(offset: number, now = new Date()): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset);
}
/** YYYY-MM-DD of a time in ms. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** 'Mon'..'Sun' of a time in ms (UTC). */
export const dowOf = (ms: number) => DOW_KEYS[(new Date(ms).getUTCDay() + 6) % 7]!;
export const sec = (ms: number) => ms / 1000;

export interface SeedLink {
  slug: string;
  linkId: number;
  ownerId: string;
}

/** A link created over the API, its created_at moved `createdDaysAgo` days back. */
export async function seedLink(
  server: TestServer,
  client: TestClient,
  {
    createdDaysAgo = 0,
    url = 'https://example.com/a',
    slug,
  }: { createdDaysAgo?: number; url?: string; slug?: string } = {},
): Promise<SeedLink> {
  const s = await newLink(client, url, slug);
  const row = await server.db
    .selectFrom('links')
    .select(['id', 'owner_id'])
    .where('hostname', '=', HOST)
    .where('slug', '=', s)
    .executeTakeFirstOrThrow();
  if (createdDaysAgo > 0) {
    await server.db
      .updateTable('links')
      .set({ created_at: sql<Date>`${new Date(dayStart(-createdDaysAgo))}` } as never)
      .where('id', '=', row.id)
      .execute();
  }
  return { slug: s, linkId: Number(row.id), ownerId: row.owner_id };
}

/** The account and its personal workspace (where reports start) made `daysAgo` days ago. */
export async function backdateUser(server: TestServer, id: string, daysAgo: number): Promise<void> {
  for (const table of ['users', 'workspaces'] as const)
    await server.db
      .updateTable(table)
      .set({ created_at: sql<Date>`${new Date(dayStart(-daysAgo))}` } as never)
      .where('id', '=', id)
      .execute();
}

export interface ClickSpec {
  ts: number;
  ip?: string;
  ua?: string;
  lang?: string | null;
  country?: string | null;
  target?: string;
  clickId?: string | null;
  referer?: string | null;
}

/** A click of `link` as the redirect hands it to the recorder. */
export function rawClick(link: SeedLink, c: ClickSpec): RawClick {
  return {
    ts: c.ts,
    linkId: link.linkId,
    ownerId: link.ownerId,
    ip: c.ip ?? '203.0.113.1',
    agent: classifyUserAgent(c.ua ?? DESKTOP_UA),
    lang: c.lang === undefined ? 'en' : c.lang,
    referer: c.referer ?? null,
    target: c.target ?? 'https://example.com/a',
    country: c.country === undefined ? 'US' : c.country,
    clickId: c.clickId ?? null,
    externalClickId: null,
  };
}

/** Records clicks for a link through the ClickRecorder and writes them (clicks and rollups). */
export async function seedClicks(server: TestServer, link: SeedLink, clicks: ClickSpec[]): Promise<void> {
  for (const c of clicks) server.runtime.recorder.record(rawClick(link, c));
  await server.runtime.recorder.flush();
}

/** A click of `link`, now, from Germany, as the click writer stores it (writeClicks), but for `fields`. */
export function clickRow(link: SeedLink, visitor: string, fields: Partial<ClickRow> = {}): ClickRow {
  return {
    link_id: link.linkId,
    owner_id: link.ownerId,
    ts: new Date().toISOString(),
    country: 'DE',
    device: 'desktop',
    browser: 'Chrome',
    os: 'Windows',
    lang: 'de',
    referer: null,
    target: 'https://example.com/a',
    ip_hash: visitor,
    is_bot: false,
    click_id: null,
    external_click_id: null,
    source: null,
    ...fields,
  };
}

/** A click recorder of its own on the server's database, as the next run (or another replica) has, writing every 20 ms. */
export function otherRecorder(server: TestServer): ClickRecorder {
  return new ClickRecorder(
    server.handle,
    createCountryLookup(),
    'test-secret-test-secret-test-secret',
    pino({ level: 'silent' }),
    {
      spoolDir: mkdtempSync(join(tmpdir(), 'kurz-recorder-')),
      flushIntervalMs: 20,
    },
  );
}

/**
 * A conversion at a chosen time, inserted directly (the postback always records "now"), with its
 * click's time and dimensions as the postback copies them.
 */
export async function seedConversion(
  server: TestServer,
  link: SeedLink,
  clickId: string,
  ts: number,
  revenueCents: number,
): Promise<void> {
  const inserted = await sql`
    insert into conversions (click_id, link_id, owner_id, ts, revenue_cents, currency, click_ts, country, device, browser, os, lang, target, source, is_bot)
    select click_id, ${link.linkId}, ${link.ownerId}, ${new Date(ts)}, ${revenueCents}, 'USD', ts, country, device, browser, os, lang, target, source, is_bot
    from clicks where click_id = ${clickId}`.execute(server.db);
  expect(Number(inserted.numAffectedRows), `no click ${clickId}`).toBe(1);
}

/** GET /api/stats/summary for a link with the given extra query parameters. */
export async function summary(client: TestClient, slug: string, params: Record<string, string> = {}) {
  const qs = new URLSearchParams({ hostname: HOST, slug, ...params });
  const res = await client.get(`/api/stats/summary?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function summaryRes(client: TestClient, slug: string, params: Record<string, string> = {}) {
  return client.get(`/api/stats/summary?${new URLSearchParams({ hostname: HOST, slug, ...params })}`);
}

export async function account(client: TestClient, params: Record<string, string> = {}) {
  const res = await client.get(`/api/stats/account?${new URLSearchParams(params)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Non-zero points of a series as [t in ms, value]. */
export function nonZero(series: { t: number; count?: number; conversions?: number }[]): [number, number][] {
  return series.map((p) => [p.t * 1000, p.count ?? p.conversions ?? 0] as [number, number]).filter(([, n]) => n !== 0);
}
