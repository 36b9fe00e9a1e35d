/** Spec §9: timestamps below 1e12 are seconds, above are milliseconds. Returns milliseconds. */
export function toMillis(ts: number): number {
  return ts < 1e12 ? ts * 1000 : ts;
}

export function toEpochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
