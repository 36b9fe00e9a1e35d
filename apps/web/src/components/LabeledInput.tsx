import type { InputHTMLAttributes } from 'react';

type LabeledInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/** An input wrapped in the <label> that names it. */
export function LabeledInput({ label, onChange, ...input }: LabeledInputProps) {
  return (
    <label>
      {label}
      <input {...input} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
