/** What the last save did: null before any, else 'Saved' or why it failed. */
export type SaveOutcome = { ok: boolean; text: string } | null;

/** The outcome beside an editor's Save button, announced to screen readers (a failure as an alert). */
export function SaveStatus({ outcome }: { outcome: SaveOutcome }) {
  if (!outcome) return null;
  return (
    <span className={`save-state ${outcome.ok ? 'ok' : 'bad'}`} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </span>
  );
}
