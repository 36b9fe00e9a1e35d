import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from './webhooks.js';

const secret = 'whsec_test-secret';
const body = '{"id":"evt_1","type":"link.created","created_at":1767225600,"data":{}}';
const t = 1_767_225_600;
const signed = (at: number, text = body) =>
  `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${text}`).digest('hex')}`;

describe('verifyWebhookSignature', () => {
  it('accepts the HMAC-SHA256 of "<t>.<body>" within 5 minutes, from any header shape', async () => {
    for (const headers of [
      { 'kurz-signature': signed(t) },
      { 'Kurz-Signature': [signed(t)] },
      new Headers({ 'kurz-signature': signed(t) }),
    ])
      expect(await verifyWebhookSignature(secret, headers, body, { now: t + 300 })).toBe(true);
  });

  it('refuses another body, another secret, an old or future timestamp, and malformed headers', async () => {
    const now = { now: t };
    expect(await verifyWebhookSignature(secret, { 'kurz-signature': signed(t) }, `${body} `, now)).toBe(false);
    expect(await verifyWebhookSignature('whsec_other', { 'kurz-signature': signed(t) }, body, now)).toBe(false);
    expect(await verifyWebhookSignature(secret, { 'kurz-signature': signed(t) }, body, { now: t + 301 })).toBe(false);
    expect(await verifyWebhookSignature(secret, { 'kurz-signature': signed(t + 301) }, body, now)).toBe(false);
    for (const header of ['', 't=abc,v1=00', `t=${t}`, `v1=${signed(t).split('v1=')[1]}`])
      expect(await verifyWebhookSignature(secret, { 'kurz-signature': header }, body, now), header).toBe(false);
  });
});
