/** A day as the account pages show it ('3 Dec 2026'), from epoch seconds, in UTC like the server's records. */
export const formatDate = (epochSeconds: number) =>
  new Date(epochSeconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
