export function Brand() {
  return (
    <span className="brand">
      <span className="brand-mark" aria-hidden="true">
        k
      </span>
      kurz
    </span>
  );
}
