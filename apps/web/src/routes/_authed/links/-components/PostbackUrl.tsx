import { MAX_POSTBACK_REVENUE, type TPostbackToken } from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { useCopied } from '../../../../lib/clipboard';
import { formatDate } from '../../../../lib/dates';
import { errorCode, useTRPC } from '../../../../lib/trpc';

export const ADMINS_POSTBACK = 'Only admins can see and rotate the postback token';

export const POSTBACK_TOKEN_MESSAGES = {
  confirmRotate:
    'Rotate the postback token? The current postback URL stops working at once: give your network the new one.',
  failed: 'Failed to update the postback token',
  loadFailed: 'Failed to load the postback URL',
  unreadable:
    "Your postback token can no longer be shown: the server's SESSION_SECRET changed since it was made. It still works; rotate it to see a new postback URL.",
} as const;

/**
 * The account's postback URL to give the ad network, its secret token included: copy, rotate, and while
 * the account still accepts postbacks without the token (accounts that tracked before tokens), a warning
 * and the switch that ends it.
 */
export function PostbackUrl() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const token = useQuery(trpc.conversions.postbackToken.queryOptions());
  const rotate = useMutation(trpc.conversions.rotatePostbackToken.mutationOptions());
  const require = useMutation(trpc.conversions.requirePostbackToken.mutationOptions());
  const { copied, copy } = useCopied();
  const store = {
    onSuccess: (data: TPostbackToken) => queryClient.setQueryData(trpc.conversions.postbackToken.queryKey(), data),
  };

  if (token.isError && errorCode(token.error) === 'secret_unreadable')
    return (
      <div className="alert alert-warn" role="status" data-testid="postback-unreadable">
        <p>{POSTBACK_TOKEN_MESSAGES.unreadable}</p>
        <button
          type="button"
          className="btn btn-small"
          disabled={rotate.isPending}
          onClick={() => window.confirm(POSTBACK_TOKEN_MESSAGES.confirmRotate) && rotate.mutate(undefined, store)}
        >
          Rotate token
        </button>
        {rotate.isError && <ErrorAlert>{POSTBACK_TOKEN_MESSAGES.failed}</ErrorAlert>}
      </div>
    );
  if (token.isError) return <ErrorAlert>{POSTBACK_TOKEN_MESSAGES.loadFailed}</ErrorAlert>;
  if (!token.data) return <p className="field-hint">Loading the postback URL…</p>;
  const { postback_url: url, tokenless_until: tokenlessUntil } = token.data;
  const busy = rotate.isPending || require.isPending;

  return (
    <div data-testid="postback-url">
      <p>
        When a visitor converts, have your network call this URL server-to-server. It holds your account's secret token:
        keep it between you and the network.
      </p>
      <pre className="code-block" data-testid="postback-to-call">
        {url}
      </pre>
      <p className="field-hint">
        Add <code>&amp;revenue=</code> (0 to {MAX_POSTBACK_REVENUE.toLocaleString('en-US')}) and{' '}
        <code>&amp;currency=</code> (an ISO 4217 code such as USD) with your network's own macros. The URL is the same
        for all your links.
      </p>
      <div className="editor-actions">
        <button type="button" className="btn btn-small" onClick={() => void copy(url)}>
          {copied ? 'Copied' : 'Copy URL'}
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={busy}
          onClick={() => window.confirm(POSTBACK_TOKEN_MESSAGES.confirmRotate) && rotate.mutate(undefined, store)}
        >
          Rotate token
        </button>
      </div>
      {tokenlessUntil !== null && (
        <div className="alert alert-warn" role="status" data-testid="postback-grace">
          <p>
            Until {formatDate(tokenlessUntil)} postbacks without the token are still accepted, so your network keeps
            working meanwhile. Anyone who sees a click id can report conversions that way: give your network the URL
            above, then require the token.
          </p>
          <button
            type="button"
            className="btn btn-small"
            disabled={busy}
            onClick={() => require.mutate(undefined, store)}
          >
            Require the token now
          </button>
        </div>
      )}
      {(rotate.isError || require.isError) && <ErrorAlert>{POSTBACK_TOKEN_MESSAGES.failed}</ErrorAlert>}
    </div>
  );
}
