/** Wire error codes: the spec's catalogue plus the few the API needs of its own. */
export const ERROR_CODES = [
  'invalid_input',
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
  'invalid_credentials',
  'user_exists',
  'invalid_email',
  'weak_password',
  'password_too_short',
  'invalid_token',
  'token_already_used',
  'token_expired',
  'user_not_found',
  'already_verified',
  'guest_not_allowed',
  'links_limit_reached',
  'custom_slugs_not_allowed',
  'billing_not_configured',
  'csrf_rejected',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  rate_limited: 429,
  invalid_credentials: 401,
  user_exists: 409,
  invalid_email: 400,
  weak_password: 400,
  password_too_short: 400,
  invalid_token: 400,
  token_already_used: 410,
  token_expired: 410,
  user_not_found: 404,
  already_verified: 409,
  guest_not_allowed: 403,
  links_limit_reached: 403,
  custom_slugs_not_allowed: 403,
  billing_not_configured: 503,
  csrf_rejected: 403,
  internal_error: 500,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
