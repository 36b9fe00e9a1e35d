import { describe, expect, it } from 'vitest';
import { checkDns } from './dnsCheck';

describe('Verify when DNS cannot be asked', () => {
  it('says so in a sentence the owner can act on, not a raw error code alone', async () => {
    // Nothing listens on port 9 of the loopback: every lookup is refused.
    const found = await checkDns(
      { resolvers: ['127.0.0.1:9'], cnameTarget: 'cname.kurz.test', ingressIps: [] },
      'go.example.test',
      'token',
    );
    expect(found.inconclusive).toBe(true);
    expect(found.errors[0]).toMatch(
      /^We could not look up the TXT record _kurz\.go\.example\.test just now \(the DNS server did not answer: \w+\)\. This says nothing about your records; press Verify again in a few minutes\.$/,
    );
  });
});
