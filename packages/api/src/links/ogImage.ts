import type { ApiDeps } from '../context';
import { AppError } from '../errors';
import { hitRateLimits, rasterTypeOf, storeUpload } from '../platform';
import { planOf } from '../plans';
import type { Owner } from '../workspaces';

export const OG_UPLOADS_PER_HOUR = 30;

/**
 * An image for link previews: the plan and the account's upload rate are checked before `read` takes
 * the body, and the type is read from the bytes. At most OG_UPLOADS_PER_HOUR per account.
 */
export async function storeOgImage(
  deps: ApiDeps,
  owner: Owner,
  read: () => Promise<Uint8Array>,
): Promise<{ url: string; key: string }> {
  const plan = await planOf(deps.db, owner);
  if (!plan.allow_custom_preview) throw new AppError('custom_preview_not_allowed');
  await hitRateLimits(deps.db, [
    { key: `og-upload:user:${owner.id}`, limit: OG_UPLOADS_PER_HOUR, windowSeconds: 3600 },
  ]);
  const bytes = await read();
  return storeUpload(deps, owner, 'og', bytes, await rasterTypeOf(bytes));
}
