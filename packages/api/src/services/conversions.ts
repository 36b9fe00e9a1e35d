import { CLICK_ID_PATTERN, fillPostbackUrl } from '@kurz/core';
import type { ApiDeps } from '../context';
import { AppError } from '../errors';
import { safeGet } from './safeHttp';

export interface PostbackInput {
  clickid: string;
  revenue?: number;
  currency?: string;
}

async function findClick(deps: ApiDeps, clickId: string) {
  return deps.db
    .selectFrom('clicks')
    .innerJoin('links', 'links.id', 'clicks.link_id')
    .select(['clicks.link_id', 'clicks.owner_id', 'clicks.external_click_id', 'links.incoming_postback_url'])
    .where('clicks.click_id', '=', clickId)
    .executeTakeFirst();
}

/**
 * A conversion reported against one of our click ids: stored once per click id, then relayed to the
 * link's incoming_postback_url with the traffic source's own click id filled in.
 */
export async function recordConversion(deps: ApiDeps, input: PostbackInput): Promise<{ duplicate: boolean }> {
  let click = await findClick(deps, input.clickid);
  if (!click && CLICK_ID_PATTERN.test(input.clickid)) {
    // The click may still be in this replica's write buffer (an id we cannot have issued is not looked for). A writer that cannot flush just now (its
    // thread restarting) leaves the click unknown for this call; the source's retry finds it.
    await deps.clicks.flush().catch((err: unknown) => deps.log.warn({ err }, 'flushing clicks for a postback failed'));
    click = await findClick(deps, input.clickid);
  }
  if (!click) throw new AppError('unknown_click');
  const conversion = await deps.db
    .insertInto('conversions')
    .values({
      click_id: input.clickid,
      link_id: click.link_id,
      owner_id: click.owner_id,
      revenue_cents: Math.round((input.revenue ?? 0) * 100),
      currency: (input.currency ?? 'USD').toUpperCase(),
    })
    .onConflict((oc) => oc.column('click_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!conversion) return { duplicate: true };
  if (click.incoming_postback_url && click.external_click_id) {
    const url = fillPostbackUrl(click.incoming_postback_url, click.external_click_id);
    void relayPostback(deps, Number(conversion.id), url);
  }
  return { duplicate: false };
}

/** Server-to-server call with bounded retries; every attempt is recorded. */
async function relayPostback(deps: ApiDeps, conversionId: number, url: string): Promise<void> {
  const delays = deps.config.postbackRetryDelaysMs;
  for (let attempt = 1; attempt <= delays.length + 1; attempt++) {
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      statusCode = await safeGet(url, { timeoutMs: 5000, allowIps: deps.config.postbackAllowedIps });
      if (statusCode >= 400) error = `HTTP ${statusCode}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    try {
      await deps.db.insertInto('postback_attempts').values({ conversion_id: conversionId, url, attempt, status_code: statusCode, error }).execute();
    } catch (err) {
      deps.log.error({ err, conversionId }, 'recording a postback attempt failed');
    }
    // 4xx other than 408/429 will not get better by retrying.
    if (!error || (statusCode !== null && statusCode < 500 && statusCode !== 408 && statusCode !== 429)) return;
    const delay = delays[attempt - 1];
    if (delay === undefined) break;
    await new Promise((r) => setTimeout(r, delay));
  }
  deps.log.warn({ conversionId, url }, 'postback relay gave up');
}
