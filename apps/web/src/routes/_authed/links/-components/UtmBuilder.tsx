import { readUtm, UTM_KEYS, writeUtm, type TUtmKey } from '@kurz/core';

const LABELS: Record<TUtmKey, string> = {
  utm_source: 'Source',
  utm_medium: 'Medium',
  utm_campaign: 'Campaign',
  utm_term: 'Term',
  utm_content: 'Content',
};

/** UTM fields that read from and write to the target URL's query string. */
export function UtmBuilder({ url, onChange }: { url: string; onChange: (url: string) => void }) {
  const utm = readUtm(url);
  let valid = true;
  try {
    new URL(url.trim());
  } catch {
    valid = false;
  }
  const any = UTM_KEYS.some((k) => utm[k] !== '');
  return (
    <details className="link-settings" open={any}>
      <summary>UTM builder</summary>
    <fieldset className="utm-builder">
      <legend>UTM parameters</legend>
      {!valid && <p className="field-hint">Enter a full target URL to add UTM parameters.</p>}
      <div className="utm-grid">
        {UTM_KEYS.map((key) => (
          <label key={key}>
            {LABELS[key]}
            <input type="text" name={key} value={utm[key]} disabled={!valid} placeholder={key} onChange={(e) => onChange(writeUtm(url, { [key]: e.target.value }))} />
          </label>
        ))}
      </div>
    </fieldset>
    </details>
  );
}
