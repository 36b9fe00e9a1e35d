/** A dialog's or editor's Cancel and submit buttons; the submit button says what is under way while pending. */
export function FormActions({
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel,
  pendingLabel,
  pending,
  disabled = false,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="form-actions">
      <button type="button" className="btn" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className="btn btn-primary" disabled={pending || disabled}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
