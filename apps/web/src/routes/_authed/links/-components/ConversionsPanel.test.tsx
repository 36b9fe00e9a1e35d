import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ME, mockTrpc } from '../../../../test/msw';
import { renderPage } from '../../../../test/render';
import { PAID_LIMITS, PLANS } from './fixtures';
import { RulesPage } from './RulesPage';

const REF = { hostname: 'kurz.localhost', slug: 'abc1234' };

describe('postback URL to a private address', () => {
  it("shows the server's refusal in words beside Save", async () => {
    mockTrpc({
      'auth.me': () => ME.verified,
      'user.limits': () => PAID_LIMITS,
      'plans.list': () => PLANS,
      'links.rules': () => ({ default: 'https://example.com/', title: null, rules: [] }),
      'links.conversions': () => ({ conversions_enabled: true, incoming_postback_url: null }),
      'conversions.postbackToken': () => ({
        token: 't',
        postback_url: 'https://app.example/api/postback?clickid={clickid}&token=t',
        tokenless_until: null,
      }),
      'links.setConversions': fail('private_address', 400),
    });
    const user = userEvent.setup();
    renderPage(<RulesPage {...REF} />);
    const region = await screen.findByRole('region', { name: 'Conversion tracking' });
    await user.type(
      within(region).getByLabelText('Incoming postback URL (optional)'),
      'http://127.0.0.1/pb?cid={{ExternalClickId}',
    );
    await user.click(within(region).getByRole('button', { name: 'Save postback' }));
    expect((await within(region).findByRole('alert')).textContent).toBe(
      'The postback URL points to a private or local address. Use a public server.',
    );
  });
});
