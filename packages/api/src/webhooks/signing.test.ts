import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader, verifySignature } from './signing';

const secret = 'whsec_test';
const body = '{"id":"1","type":"link.created","created_at":1,"data":{}}';

describe('webhook signatures', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 in hex, as documented', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(signatureHeader(secret, 1_700_000_000, body)).toBe(`t=1700000000,v1=${expected}`);
  });

  it('verifies its own header and refuses another body, another secret, an old timestamp, garbage', () => {
    const t = 1_700_000_000;
    const header = signatureHeader(secret, t, body);
    expect(verifySignature(secret, header, body, t + 10)).toBe(true);
    expect(verifySignature(secret, header, `${body} `, t)).toBe(false);
    expect(verifySignature('whsec_other', header, body, t)).toBe(false);
    expect(verifySignature(secret, header, body, t + 301)).toBe(false);
    expect(verifySignature(secret, 'nonsense', body, t)).toBe(false);
    expect(verifySignature(secret, `t=${t},v1=zz`, body, t)).toBe(false);
  });
});
