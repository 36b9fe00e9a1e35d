/** Conversions reported by postback, and their relay to the traffic source. */
export { deliverDuePostbacks, POSTBACK_POLL_MS } from './postbacks';
