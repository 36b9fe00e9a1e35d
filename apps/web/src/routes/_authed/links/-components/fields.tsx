import { useId } from 'react';

interface CountedFieldProps {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  disabled?: boolean;
  multiline?: boolean;
  placeholder?: string;
  name?: string;
}

/** Characters as the server's schemas count them: code points, so an emoji is one (not two UTF-16 units). */
export const charCount = (text: string) => Array.from(text).length;
const firstChars = (text: string, max: number) =>
  charCount(text) <= max ? text : Array.from(text).slice(0, max).join('');

/** A text field with a live 'n/max' counter; typing stops at max (spec §5 lengths). */
export function CountedField({
  label,
  value,
  max,
  onChange,
  disabled,
  multiline,
  placeholder,
  name,
}: CountedFieldProps) {
  const id = useId();
  const counterId = `${id}-count`;
  const common = {
    id,
    name,
    value,
    // No maxLength: the browser would count UTF-16 units and stop an emoji-rich text early.
    disabled,
    placeholder,
    'aria-describedby': counterId,
    onChange: (e: { target: { value: string } }) => onChange(firstChars(e.target.value, max)),
  };
  return (
    <div className="field">
      <div className="label-row">
        <label htmlFor={id}>{label}</label>
        <span
          id={counterId}
          className={`counter${charCount(value) >= max ? ' counter-full' : ''}`}
          data-testid={`${name ?? 'field'}-counter`}
        >
          {charCount(value)}/{max}
        </span>
      </div>
      {multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
    </div>
  );
}

/** A note and an upgrade button where a paid feature is view-only. */
export function UpgradeNote({ text, onUpgrade }: { text: string; onUpgrade: () => void }) {
  return (
    <div className="upgrade-note-box" role="note">
      <span>{text}</span>
      <button type="button" className="btn btn-primary btn-small" onClick={onUpgrade}>
        Upgrade
      </button>
    </div>
  );
}
