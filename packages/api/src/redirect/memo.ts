import QuickLRU from 'quick-lru';

/**
 * `compute` answered from a bounded cache: visitors repeat user agents, languages and addresses, so
 * the redirect path works each one out once. Keys longer than `maxKeyLength` are computed every time
 * rather than let junk headers fill the cache.
 */
export function memoized<V>(compute: (key: string) => V, maxSize: number, maxKeyLength = 512): (key: string) => V {
  const cache = new QuickLRU<string, V>({ maxSize });
  return (key) => {
    if (key.length > maxKeyLength) return compute(key);
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = compute(key)));
    return value;
  };
}
