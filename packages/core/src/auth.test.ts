import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN, registrationProblem, ZEmail } from './auth';
import { MSG } from './messages';

describe('registrationProblem', () => {
  it('uses the spec words', () => {
    expect(MSG.register.fillAll).toBe('Please fill all fields');
    expect(MSG.register.passwordShort).toBe('Password must be at least 8 characters');
    expect(MSG.register.mismatch).toBe('Passwords do not match');
  });

  it.each([
    ['', 'longenough', 'longenough'],
    ['   ', 'longenough', 'longenough'],
    ['a@b.co', '', 'longenough'],
    ['a@b.co', 'longenough', ''],
    ['', 'short', 'other'],
  ])('asks to fill all fields first (%j, %j, %j)', (email, password, confirm) => {
    expect(registrationProblem(email, password, confirm)).toBe('Please fill all fields');
  });

  it('checks the length before the confirmation', () => {
    expect(registrationProblem('a@b.co', 'short', 'different')).toBe('Password must be at least 8 characters');
    expect(registrationProblem('a@b.co', '1234567', '1234567')).toBe('Password must be at least 8 characters');
  });

  it('then the confirmation', () => {
    expect(registrationProblem('a@b.co', 'longenough', 'longenougH')).toBe('Passwords do not match');
  });

  it('accepts exactly the minimum length', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(registrationProblem('a@b.co', '12345678', '12345678')).toBeNull();
  });
});

describe('ZEmail', () => {
  it('trims and lower-cases', () => {
    expect(ZEmail.parse('  Ann@Example.COM ')).toBe('ann@example.com');
  });

  it.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'a b@example.com'])('rejects %j', (value) => {
    expect(ZEmail.safeParse(value).success).toBe(false);
  });
});
