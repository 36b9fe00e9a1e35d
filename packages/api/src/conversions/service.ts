import { CLICK_ID_PATTERN, fillPostbackUrl, REVENUE_CURRENCY } from '@kurz/core';
import { sql } from '@kurz/db';
import type { ApiDeps } from '../context';
import { AppError } from '../errors';
import { enqueueWebhookEvent } from '../webhooks';
import { deliverPostback } from './postbacks';
import { workspaceBanned } from '../abuse/banned';
import { tokenAccepted } from './tokens';

export interface PostbackInput {
  clickid: string;
  token?: string;
  revenue?: number;
  currency?: string;
}

async function findClick(deps: ApiDeps, clickId: string) {
  return deps.db
    .selectFrom('clicks')
    .innerJoin('links', 'links.id', 'clicks.link_id')
    .leftJoin('postback_tokens', 'postback_tokens.owner_id', 'clicks.owner_id')
    .select(workspaceBanned(sql.ref('clicks.owner_id')).as('banned'))
    .select(['postback_tokens.token_hash', sql<boolean>`postback_tokens.tokenless_until > now()`.as('tokenless')])
    .select([
      'clicks.link_id',
      'clicks.owner_id',
      'clicks.external_click_id',
      'links.incoming_postback_url',
      'links.conversions_enabled',
      'links.hostname',
      'links.slug',
    ])
    .select([
      'clicks.ts as click_ts',
      'clicks.country',
      'clicks.device',
      'clicks.browser',
      'clicks.os',
      'clicks.lang',
      'clicks.target',
      'clicks.source',
      'clicks.is_bot',
    ])
    .where('clicks.click_id', '=', clickId)
    .executeTakeFirst();
}

/**
 * A conversion reported against one of our click ids, with the owner's postback token: stored once per
 * click id, then relayed to the link's incoming_postback_url with the traffic source's own click id
 * filled in. Nothing is stored or relayed for a wrong token or a banned owner.
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
  // Read on every postback, never cached: a rotated token or a ban holds at once on every replica.
  if (!tokenAccepted(input.token, click)) throw new AppError('invalid_postback_token');
  if (click.banned) throw new AppError('account_banned');
  // Tracking switched off after the visit: the owner no longer wants conversions counted for this link.
  if (!click.conversions_enabled) throw new AppError('conversions_disabled');
  const postbackUrl =
    click.incoming_postback_url && click.external_click_id
      ? fillPostbackUrl(click.incoming_postback_url, click.external_click_id)
      : null;
  // The conversion.created webhook is queued with the conversion, in one transaction.
  const hit = click;
  const conversion = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('conversions')
      .values({
        click_id: input.clickid,
        link_id: hit.link_id,
        owner_id: hit.owner_id,
        revenue_cents: Math.round((input.revenue ?? 0) * 100),
        currency: (input.currency ?? REVENUE_CURRENCY).toUpperCase(),
        postback_url: postbackUrl,
        postback_due_at: postbackUrl ? sql<Date>`now()` : null,
        // Reports group a conversion by its click's time and dimensions, without reading the click again.
        click_ts: hit.click_ts,
        country: hit.country,
        device: hit.device,
        browser: hit.browser,
        os: hit.os,
        lang: hit.lang,
        target: hit.target,
        source: hit.source,
        is_bot: hit.is_bot,
      })
      .onConflict((oc) => oc.column('click_id').doNothing())
      .returning(['id', 'revenue_cents', 'currency', 'ts'])
      .executeTakeFirst();
    if (row) {
      await enqueueWebhookEvent(trx, hit.owner_id, 'conversion.created', {
        click_id: input.clickid,
        hostname: hit.hostname,
        slug: hit.slug,
        revenue_cents: row.revenue_cents,
        currency: row.currency,
        created_at: Math.floor(row.ts.getTime() / 1000),
      });
    }
    return row;
  });
  if (!conversion) return { duplicate: true };
  if (postbackUrl) void deliverPostback(deps, Number(conversion.id));
  return { duplicate: false };
}
