import { useState, type ReactNode } from 'react';

/**
 * A folded section of a form (`<details>`): open from the start when its fields hold something, and
 * opened when they come to (a pasted URL with UTM parameters); after that only the person folds it.
 * Tied to "some field has a value", it folded shut under the cursor as the last character was deleted.
 */
export function Fold({ summary, filled, children }: { summary: string; filled: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(filled);
  const [wasFilled, setWasFilled] = useState(filled);
  if (filled !== wasFilled) {
    setWasFilled(filled);
    if (filled) setOpen(true);
  }
  return (
    <details className="link-settings" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
