export const CHUNK_RELOAD_KEY = 'kurz.chunkReloadAt';
/** A second failure this soon after our reload is not a stale build: let the error show instead of looping. */
const GUARD_MS = 10_000;

/**
 * After a deploy the old build's chunks are gone (404), so opening a lazy page fails with 'Failed to fetch
 * dynamically imported module'. Vite announces that as `vite:preloadError`; one reload fetches the new
 * index.html (never cached) and with it the new chunk names.
 */
export function reloadOnChunkError(
  win: Window = window,
  reload: () => void = () => win.location.reload(),
  now: () => number = Date.now,
): () => void {
  const onError = (event: Event) => {
    try {
      const last = Number(win.sessionStorage.getItem(CHUNK_RELOAD_KEY)) || 0;
      if (now() - last < GUARD_MS) return;
      win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now()));
    } catch {
      // Without storage there is no guard against a reload loop: show the error instead.
      return;
    }
    event.preventDefault();
    reload();
  };
  win.addEventListener('vite:preloadError', onError);
  return () => win.removeEventListener('vite:preloadError', onError);
}
