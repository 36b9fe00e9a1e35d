import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: number;
  /**
   * A save under way: Escape, the × and the backdrop leave the dialog open, so that its answer (the
   * item created, the error) is not lost. A double click on a button that moved as the form changed
   * lands its second press on the backdrop.
   */
  busy?: boolean;
}

/**
 * Every dialog of the dashboard: a native <dialog> opened with showModal(), so the browser keeps focus
 * inside it and makes the page behind inert (no clicks, no Tab, hidden from screen readers); CSS stops the
 * page from scrolling. Escape, the × and a click on the backdrop close it (not while `busy`); focus
 * returns where it was.
 */
export function Modal({ title, onClose, children, width = 440, busy = false }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // The latest onClose without reopening the dialog whenever its identity changes.
  const close = useRef(onClose);
  close.current = busy ? () => {} : onClose;

  useEffect(() => {
    const el = dialog.current!;
    const previous = document.activeElement as HTMLElement | null;
    // Already open when React runs this effect twice (StrictMode in development); jsdom has no showModal().
    if (!el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    }
    const first = el.querySelector<HTMLElement>(
      'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), .modal-body button:not([disabled])',
    );
    (first ?? el).focus();
    // Removing an open modal dialog from the page also takes it out of the top layer.
    return () => previous?.focus?.();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      style={{ maxWidth: width }}
      onCancel={(e) => {
        // Escape: the owner decides (it unmounts the dialog), so the browser must not close it on its own.
        e.preventDefault();
        close.current();
      }}
      // The panel fills the dialog, so a press on the dialog element itself is a press on its backdrop.
      onMouseDown={(e) => e.target === e.currentTarget && close.current()}
    >
      <div className="modal-panel">
        <div className="modal-head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="modal-close"
            aria-label="Close"
            disabled={busy}
            onClick={() => close.current()}
          >
            ×
          </button>
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </dialog>
  );
}
