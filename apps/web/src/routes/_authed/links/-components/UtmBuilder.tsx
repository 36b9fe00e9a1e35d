import { readUtm, UTM_KEYS, writeUtm, type TUtm, type TUtmKey } from '@kurz/core';
import { useState } from 'react';
import { Fold } from '../../../../components/Fold';

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
  // The URL keeps values trimmed; the field keeps what was typed (a trailing space before the next word)
  // for as long as it still stands for the URL's value.
  const [typed, setTyped] = useState<Partial<TUtm>>({});
  const shown = (key: TUtmKey) => (typed[key] !== undefined && typed[key].trim() === utm[key] ? typed[key] : utm[key]);
  let valid = true;
  try {
    new URL(url.trim());
  } catch {
    valid = false;
  }
  const any = UTM_KEYS.some((k) => utm[k] !== '');
  return (
    <Fold summary="UTM builder" filled={any}>
      <fieldset className="utm-builder">
        <legend>UTM parameters</legend>
        {!valid && <p className="field-hint">Enter a full target URL to add UTM parameters.</p>}
        <div className="utm-grid">
          {UTM_KEYS.map((key) => (
            <label key={key}>
              {LABELS[key]}
              <input
                type="text"
                name={key}
                value={shown(key)}
                disabled={!valid}
                placeholder={key}
                onChange={(e) => {
                  setTyped({ ...typed, [key]: e.target.value });
                  onChange(writeUtm(url, { [key]: e.target.value }));
                }}
              />
            </label>
          ))}
        </div>
      </fieldset>
    </Fold>
  );
}
