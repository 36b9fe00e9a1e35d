import { useId, useState, type ReactNode } from 'react';

/** A card whose body is rendered (and so fetched) only while it is open. */
export function Collapsible({
  title,
  children,
  defaultOpen = false,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section className={`card stats-card collapsible${open ? ' open' : ''}`}>
      <h2 className="collapsible-head">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          <span className="chevron" aria-hidden="true" />
          {title}
        </button>
      </h2>
      {open && (
        <div id={id} className="collapsible-body">
          {children}
        </div>
      )}
    </section>
  );
}
