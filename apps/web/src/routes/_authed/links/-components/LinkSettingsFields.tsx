import { SPLIT_TARGETS_MAX } from '@kurz/core';
import { Fold } from '../../../../components/Fold';
import type { SettingsDraft } from './linkSettingsDraft';

interface Props {
  draft: SettingsDraft;
  onChange: (next: SettingsDraft) => void;
  /** The plan has the redirect rules feature: the A/B split and app deep links are editable. */
  routing: boolean;
  /** Guests' links keep their 7-day expiry. */
  guest: boolean;
}

/** Tags, expiry, password, A/B split and app deep links, folded under "More settings". */
export function LinkSettingsFields({ draft, onChange, routing, guest }: Props) {
  const set = (patch: Partial<SettingsDraft>) => onChange({ ...draft, ...patch });
  const setTarget = (i: number, patch: Partial<{ url: string; weight: string }>) =>
    set({ split: draft.split.map((t, j) => (j === i ? { ...t, ...patch } : t)) });
  const filled =
    draft.tags !== '' ||
    draft.expiresAt !== '' ||
    draft.maxClicks !== '' ||
    draft.hadPassword ||
    draft.split.length > 0 ||
    draft.iosUrl !== '' ||
    draft.androidUrl !== '';
  return (
    <Fold summary="More settings" filled={filled}>
      <label>
        Tags (comma separated)
        <input
          type="text"
          name="tags"
          value={draft.tags}
          placeholder="launch, newsletter"
          onChange={(e) => set({ tags: e.target.value })}
        />
      </label>
      <div className="form-row">
        <label>
          Expires at
          <input
            type="datetime-local"
            name="expires_at"
            value={draft.expiresAt}
            disabled={guest}
            onChange={(e) => set({ expiresAt: e.target.value })}
          />
        </label>
        <label>
          Max clicks
          <input
            type="number"
            name="max_clicks"
            min={1}
            step={1}
            value={draft.maxClicks}
            onChange={(e) => set({ maxClicks: e.target.value })}
          />
        </label>
      </div>
      {guest && <p className="field-hint">A guest's link expires 7 days after it is made; register to keep it.</p>}
      <label>
        After expiry, send visitors to (optional)
        <input
          type="url"
          name="expired_url"
          value={draft.expiredUrl}
          placeholder="https://example.com/offer-ended"
          onChange={(e) => set({ expiredUrl: e.target.value })}
        />
      </label>
      <label>
        {draft.hadPassword ? 'New password (leave empty to keep it)' : 'Password (optional)'}
        <input
          type="password"
          name="link_password"
          autoComplete="new-password"
          value={draft.password}
          onChange={(e) => set({ password: e.target.value, removePassword: false })}
        />
      </label>
      {draft.hadPassword && (
        <label className="checkbox">
          <input
            type="checkbox"
            name="remove_password"
            checked={draft.removePassword}
            onChange={(e) => set({ removePassword: e.target.checked, password: '' })}
          />
          Remove the password
        </label>
      )}
      <fieldset className="ab-split" disabled={!routing}>
        <legend>A/B split{routing ? '' : ' (paid plans)'}</legend>
        {draft.split.map((t, i) => (
          <div className="ab-row" key={i} data-testid="ab-row">
            <label className="ab-url">
              Target {i + 1}
              <input
                type="url"
                aria-label={`Target ${i + 1} URL`}
                value={t.url}
                placeholder="https://example.com/variant"
                onChange={(e) => setTarget(i, { url: e.target.value })}
              />
            </label>
            <label className="ab-weight">
              Weight
              <span className="input-suffix">
                <input
                  type="number"
                  aria-label={`Target ${i + 1} weight`}
                  min={1}
                  max={99}
                  value={t.weight}
                  onChange={(e) => setTarget(i, { weight: e.target.value })}
                />
                <span aria-hidden="true">%</span>
              </span>
            </label>
            <button
              type="button"
              className="btn btn-small ab-remove"
              aria-label={`Remove target ${i + 1}`}
              onClick={() => set({ split: draft.split.filter((_, j) => j !== i) })}
            >
              ×
            </button>
          </div>
        ))}
        {draft.split.length < SPLIT_TARGETS_MAX && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() =>
              set({
                split:
                  draft.split.length === 0
                    ? [
                        { url: '', weight: '50' },
                        { url: '', weight: '50' },
                      ]
                    : [...draft.split, { url: '', weight: '' }],
              })
            }
          >
            Add A/B target
          </button>
        )}
        <p className="field-hint">
          Weights in percent, adding up to 100. A visitor keeps their target; rules still win.
        </p>
      </fieldset>
      <fieldset className="deep-links" disabled={!routing}>
        <legend>App deep links{routing ? '' : ' (paid plans)'}</legend>
        <label>
          iOS
          <input
            type="url"
            name="ios_url"
            value={draft.iosUrl}
            placeholder="https://apps.apple.com/app/…"
            onChange={(e) => set({ iosUrl: e.target.value })}
          />
        </label>
        <label>
          Android
          <input
            type="url"
            name="android_url"
            value={draft.androidUrl}
            placeholder="https://play.google.com/store/apps/…"
            onChange={(e) => set({ androidUrl: e.target.value })}
          />
        </label>
      </fieldset>
    </Fold>
  );
}
