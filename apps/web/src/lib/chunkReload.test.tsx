import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, reloadOnChunkError } from './chunkReload';

const preloadError = () => {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

describe('reload on a failed chunk load', () => {
  let uninstall = () => {};
  afterEach(() => {
    uninstall();
    sessionStorage.clear();
  });

  function install(now: () => number) {
    const reload = vi.fn();
    uninstall = reloadOnChunkError(window, reload, now);
    return reload;
  }

  it('reloads once, and lets a second failure right after the reload show', () => {
    let t = 1_000_000;
    const reload = install(() => t);
    const first = preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');

    t += 2_000;
    const second = preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('reloads again for a later deploy', () => {
    let t = 5_000_000;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(t - 60_000));
    const reload = install(() => t);
    preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    t += 600_000;
    preloadError();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
