import { describe, expect, it } from 'vitest';
import { openSealed, openSecret, sealSecret } from './crypto';

const SERVER = 'server-secret-server-secret-server-secret';

describe('sealSecret / openSecret', () => {
  it('round-trips, and two seals of one secret differ (a fresh IV each time)', () => {
    const a = sealSecret(SERVER, 'webhook-secret', 'whsec_abc');
    const b = sealSecret(SERVER, 'webhook-secret', 'whsec_abc');
    expect(a).not.toBe(b);
    expect(a).not.toContain('whsec_abc');
    expect(openSecret(SERVER, 'webhook-secret', a)).toBe('whsec_abc');
  });

  it('refuses another server secret, another purpose, and an altered text', () => {
    const sealed = sealSecret(SERVER, 'webhook-secret', 'whsec_abc');
    expect(() => openSecret('another-server-secret-another', 'webhook-secret', sealed)).toThrow();
    expect(() => openSecret(SERVER, 'other-purpose', sealed)).toThrow();
    const [iv, tag, data] = sealed.split('.');
    const flipped = data!.startsWith('A') ? `B${data!.slice(1)}` : `A${data!.slice(1)}`;
    expect(() => openSecret(SERVER, 'webhook-secret', [iv, tag, flipped].join('.'))).toThrow();
    expect(() => openSecret(SERVER, 'webhook-secret', 'garbage')).toThrow();
  });
});

describe('openSealed', () => {
  const OLD = 'the-secret-before-the-rotation-xx';
  const sealed = sealSecret(OLD, 'postback-token', 'tok');

  it('opens what an earlier SESSION_SECRET sealed when it is among the previous ones', () => {
    expect(
      openSealed(
        { sessionSecret: SERVER, previousSessionSecrets: ['another-one-another-one-another', OLD] },
        'postback-token',
        sealed,
      ),
    ).toBe('tok');
    expect(openSealed({ sessionSecret: OLD }, 'postback-token', sealed)).toBe('tok');
  });

  it('answers null when no secret opens it, or for another purpose', () => {
    expect(openSealed({ sessionSecret: SERVER }, 'postback-token', sealed)).toBeNull();
    expect(openSealed({ sessionSecret: SERVER, previousSessionSecrets: [OLD] }, 'webhook-secret', sealed)).toBeNull();
  });
});
