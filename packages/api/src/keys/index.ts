/** API keys: what the HTTP layer and housekeeping use (the router is composed in root.ts). */
export { findApiKey, deleteDeadApiKeys, type KeyHolder } from './service';
export { bearerKeyOf } from './secret';
export { API_KEY_RATE, hitApiKeyRate, type KeyRateState } from './limits';
