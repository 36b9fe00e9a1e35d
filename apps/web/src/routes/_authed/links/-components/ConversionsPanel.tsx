import { CLICK_ID_MACRO, EXTERNAL_CLICK_ID_MACRO, EXTERNAL_CLICK_ID_PARAM, POSTBACK_MESSAGES } from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { LabeledInput } from '../../../../components/LabeledInput';
import { linkErrorText } from '../../../../lib/links';
import { errorCode, useTRPC } from '../../../../lib/trpc';
import { useRoleBlock } from '../../../../lib/auth/me';
import { UpgradeNote } from './fields';
import { SaveStatus, type SaveOutcome } from '../../../../components/SaveStatus';
import { ADMINS_POSTBACK, PostbackUrl } from './PostbackUrl';

interface ConversionsPanelProps {
  hostname: string;
  slug: string;
  allowed: boolean;
  onUpgrade: () => void;
}

/** 'the message or Failed to save' (spec §8): a server code in words; a crash or no answer generically. */
function saveErrorText(error: unknown): string {
  const code = errorCode(error);
  if (code === null || code === 'internal_error') return POSTBACK_MESSAGES.saveFailed;
  return linkErrorText(error);
}

export function ConversionsPanel({ hostname, slug, allowed, onUpgrade }: ConversionsPanelProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ref = { hostname, slug };
  const settings = useQuery(trpc.links.conversions.queryOptions(ref));
  const [enabled, setEnabled] = useState(false);
  const [postback, setPostback] = useState('');
  const [toggleProblem, setToggleProblem] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveOutcome>(null);
  const toggle = useMutation(trpc.links.setConversions.mutationOptions());
  const save = useMutation(trpc.links.setConversions.mutationOptions());
  const queryKey = trpc.links.conversions.queryKey(ref);
  const roleBlock = useRoleBlock('member');
  const postbackBlock = useRoleBlock('admin', ADMINS_POSTBACK);

  // The form starts from the first answer only: later answers (a toggle's save) must not wipe what
  // the user has typed and not saved yet.
  const [loaded, setLoaded] = useState(false);
  if (settings.data && !loaded) {
    setLoaded(true);
    setEnabled(settings.data.conversions_enabled);
    setPostback(settings.data.incoming_postback_url ?? '');
  }

  const onToggle = (next: boolean) => {
    // Optimistic (spec §4): the switch moves at once and goes back if the save fails.
    const previous = enabled;
    setEnabled(next);
    setToggleProblem(null);
    toggle.mutate(
      { ...ref, data: { enabled: next } },
      {
        onSuccess: (data) => {
          queryClient.setQueryData(queryKey, data);
          void queryClient.invalidateQueries(trpc.links.list.pathFilter());
        },
        onError: () => {
          setEnabled(previous);
          setToggleProblem(POSTBACK_MESSAGES.toggleFailed);
        },
      },
    );
  };

  const trimmed = postback.trim();
  const postbackProblem =
    trimmed && !trimmed.includes(EXTERNAL_CLICK_ID_MACRO) ? POSTBACK_MESSAGES.mustIncludeMacro : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaveState(null);
    if (postbackProblem) return;
    save.mutate(
      { ...ref, data: { enabled, incoming_postback_url: trimmed || null } },
      {
        onSuccess: (data) => {
          queryClient.setQueryData(queryKey, data);
          setSaveState({ ok: true, text: 'Saved' });
        },
        onError: (error) => setSaveState({ ok: false, text: saveErrorText(error) }),
      },
    );
  };

  return (
    <section className="card editor-card" aria-labelledby="conversions-heading">
      <div className="card-head">
        <h2 id="conversions-heading">Conversion tracking</h2>
        <label className={`switch${!allowed || settings.isPending ? ' is-disabled' : ''}`}>
          <input
            type="checkbox"
            role="switch"
            checked={enabled}
            disabled={!allowed || settings.isPending || roleBlock !== null}
            title={roleBlock ?? undefined}
            onChange={(e) => onToggle(e.target.checked)}
            aria-label="Conversion tracking enabled"
          />
          <span className="switch-track" aria-hidden="true" />
          <span>{enabled ? 'On' : 'Off'}</span>
        </label>
      </div>
      {!allowed && <UpgradeNote text="Conversion tracking and postbacks are a paid feature." onUpgrade={onUpgrade} />}
      {toggleProblem && <ErrorAlert>{toggleProblem}</ErrorAlert>}
      {settings.isError && <p className="alert alert-error">{linkErrorText(settings.error)}</p>}

      <div className="conv-help">
        <p>
          With tracking on, every click gets our click id. It is put where the target URL has{' '}
          <code>{CLICK_ID_MACRO}</code>; otherwise it is appended as <code>clid=</code>.
        </p>
        <p>
          Visitors arriving with <code>?{EXTERNAL_CLICK_ID_PARAM}=…</code> keep the traffic source's own id; we send it
          back in your incoming postback.
        </p>
        {allowed && postbackBlock ? (
          <p className="muted">{postbackBlock}.</p>
        ) : allowed ? (
          <PostbackUrl />
        ) : (
          <p>With the feature, your postback URL and its secret token appear here.</p>
        )}
      </div>

      <form className="form" onSubmit={submit} noValidate>
        <LabeledInput
          label="Incoming postback URL (optional)"
          type="url"
          name="postback"
          placeholder={`https://tracker.example/postback?cid=${EXTERNAL_CLICK_ID_MACRO}`}
          value={postback}
          disabled={!allowed}
          aria-invalid={!!postbackProblem}
          onChange={(v) => {
            setPostback(v);
            setSaveState(null);
          }}
        />
        {postbackProblem && (
          <p className="field-error" role="alert">
            {postbackProblem}
          </p>
        )}
        <p className="field-hint">
          We call it on every conversion, with <code>{EXTERNAL_CLICK_ID_MACRO}</code> replaced by the traffic source's
          click id.
        </p>
        <div className="editor-actions">
          <SaveStatus outcome={saveState} />
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!allowed || save.isPending || !!postbackProblem || roleBlock !== null}
            title={roleBlock ?? undefined}
          >
            {save.isPending ? 'Saving…' : 'Save postback'}
          </button>
        </div>
      </form>
    </section>
  );
}
