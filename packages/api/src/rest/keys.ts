import { ZApiKeyId, ZApiKeyList, ZApiKeyRevoked, ZCreateApiKey, ZCreatedApiKey } from '@kurz/core';
import { body, type RestRoute } from './types';

/** API keys: managed from the dashboard's session only; a key can never manage keys. */
export const keyRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/keys',
    idempotent: true,
    summary: 'Create an API key; the answer is the only time its secret (`key`) is shown',
    tag: 'keys',
    auth: 'session',
    body: ZCreateApiKey,
    response: ZCreatedApiKey,
    errors: [
      'guest_not_allowed',
      'email_not_verified',
      'api_key_not_allowed',
      'api_keys_limit_reached',
      'role_not_allowed',
      'domain_not_allowed',
    ],
    handle: (c, i) => c.keys.create(body(i)),
  },
  {
    method: 'GET',
    path: '/api/keys',
    summary: "List the account's live API keys (never their secrets)",
    tag: 'keys',
    auth: 'session',
    response: ZApiKeyList,
    errors: ['guest_not_allowed', 'email_not_verified', 'api_key_not_allowed', 'role_not_allowed'],
    handle: (c) => c.keys.list(),
  },
  {
    method: 'DELETE',
    path: '/api/keys/:id',
    summary: 'Revoke an API key: calls with it answer 401 invalid_api_key from then on',
    tag: 'keys',
    auth: 'session',
    params: ZApiKeyId,
    response: ZApiKeyRevoked,
    errors: ['guest_not_allowed', 'email_not_verified', 'api_key_not_allowed', 'not_found', 'role_not_allowed'],
    handle: (c, i) => c.keys.revoke({ id: i.params.id ?? '' }),
  },
];
