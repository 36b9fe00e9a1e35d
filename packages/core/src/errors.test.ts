import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, isErrorCode } from './errors';
import { httpErrorMessage } from './messages';

describe('error codes', () => {
  it('has an HTTP status for every code', () => {
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
  });

  it('maps the account codes to the statuses the API answers with', () => {
    expect(ERROR_STATUS).toMatchObject({
      invalid_input: 400,
      unauthorized: 401,
      forbidden: 403,
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
    });
  });

  it('recognises only known codes', () => {
    expect(isErrorCode('user_exists')).toBe(true);
    expect(isErrorCode('nope')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe('httpErrorMessage', () => {
  it('uses the error field, else HTTP {status}', () => {
    expect(httpErrorMessage(409, { error: 'user_exists' })).toBe('user_exists');
    expect(httpErrorMessage(502, null)).toBe('HTTP 502');
    expect(httpErrorMessage(500, { error: '' })).toBe('HTTP 500');
    expect(httpErrorMessage(500, { message: 'x' })).toBe('HTTP 500');
  });
});
