import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ME, mockTrpc } from '../../../../test/msw';
import { renderPage } from '../../../../test/render';
import { FREE_LIMITS, PAID_LIMITS, PLANS } from './fixtures';
import { LEAVE_UNSAVED, RulesPage } from './RulesPage';

const REF = { hostname: 'kurz.localhost', slug: 'abc1234' };
const SAVED = { default: 'https://example.com/default', title: 'Campaign', rules: [] as unknown[] };
const CONVERSIONS = { conversions_enabled: false, incoming_postback_url: null };
const TOKEN = {
  token: 'tok_123',
  postback_url: 'https://app.example/api/postback?clickid={clickid}&token=tok_123',
  tokenless_until: null,
};

function stubs(overrides: Record<string, (input: unknown) => unknown> = {}) {
  return mockTrpc({
    'auth.me': () => ME.verified,
    'user.limits': () => PAID_LIMITS,
    'plans.list': () => PLANS,
    'links.rules': () => SAVED,
    'links.conversions': () => CONVERSIONS,
    'conversions.postbackToken': () => TOKEN,
    'links.setRules': (input) => ({ ...SAVED, ...(input as { data: object }).data }),
    ...overrides,
  });
}

const rulesForm = () => screen.findByRole('form', { name: 'Redirect rules' });
const rule = (n: number) => screen.getByRole('listitem', { name: `Rule ${n}` });

async function addCondition(user: ReturnType<typeof userEvent.setup>, n: number, label: string) {
  await user.click(within(rule(n)).getByRole('button', { name: `Add condition to rule ${n}` }));
  await user.click(within(rule(n)).getByRole('menuitem', { name: label }));
}

describe('rules editor', () => {
  it('saves with two setRules calls: the rules first, then default, rules and title', async () => {
    const calls = stubs();
    const user = userEvent.setup();
    renderPage(<RulesPage {...REF} />);
    await rulesForm();
    await user.click(screen.getByRole('button', { name: '+ Add rule' }));
    await user.type(within(rule(1)).getByLabelText('Target URL'), 'https://example.com/de');
    await addCondition(user, 1, 'Country');
    await user.click(within(rule(1)).getByRole('button', { name: 'DE' }));
    await user.click(screen.getByRole('button', { name: '+ Add rule' }));
    await user.type(within(rule(2)).getByLabelText('Target URL'), 'https://example.com/mobile');
    await addCondition(user, 2, 'Device');
    await user.click(within(rule(2)).getByLabelText('mobile'));
    // Move the device rule to the top: priority is list order.
    await user.click(screen.getByRole('button', { name: 'Move rule 2 up' }));
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'New title');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved');

    const rules = [
      { target: 'https://example.com/mobile', prio: 1, when: { device: ['mobile'] } },
      { target: 'https://example.com/de', prio: 2, when: { geo: ['DE'] } },
    ];
    expect(calls.list.filter((c) => c.path === 'links.setRules').map(({ path, input }) => ({ path, input }))).toEqual([
      { path: 'links.setRules', input: { ...REF, data: { rules } } },
      {
        path: 'links.setRules',
        input: { ...REF, data: { default: 'https://example.com/default', rules, title: 'New title' } },
      },
    ]);
  });

  it('adds each of the five condition types once, then no more', async () => {
    stubs();
    const user = userEvent.setup();
    renderPage(<RulesPage {...REF} />);
    await rulesForm();
    await user.click(screen.getByRole('button', { name: '+ Add rule' }));
    for (const label of ['Country', 'Language', 'Device', 'Time window (UTC)', 'IP range (CIDR)']) {
      await user.click(within(rule(1)).getByRole('button', { name: 'Add condition to rule 1' }));
      const item = within(rule(1)).getByRole('menuitem', { name: label });
      expect((item as HTMLButtonElement).disabled).toBe(false);
      await user.click(item);
      // Once added, the type is greyed out in the menu.
      if (label !== 'IP range (CIDR)') {
        await user.click(within(rule(1)).getByRole('button', { name: 'Add condition to rule 1' }));
        expect(within(rule(1)).getByRole<HTMLButtonElement>('menuitem', { name: label }).disabled).toBe(true);
        await user.click(within(rule(1)).getByRole('button', { name: 'Add condition to rule 1' }));
      }
    }
    expect(within(rule(1)).getByRole<HTMLButtonElement>('button', { name: 'Add condition to rule 1' }).disabled).toBe(
      true,
    );
    expect(within(rule(1)).getByRole('group', { name: 'Countries' })).toBeTruthy();
    expect(within(rule(1)).getByRole('group', { name: 'Languages' })).toBeTruthy();
    expect(within(rule(1)).getByRole('group', { name: 'Devices' }).textContent).toBe('mobiledesktoptabletbot');
    expect(within(rule(1)).getByLabelText<HTMLInputElement>('From (UTC)').value).toBe('00:00');
    expect(within(rule(1)).getByLabelText<HTMLInputElement>('To (UTC)').value).toBe('23:59');
    expect(within(rule(1)).getByLabelText('IP ranges, one per line')).toBeTruthy();
  });

  it('keeps countries upper-case without duplicates, languages lower-case, and checks CIDRs', async () => {
    const calls = stubs();
    const user = userEvent.setup();
    renderPage(<RulesPage {...REF} />);
    await rulesForm();
    await user.click(screen.getByRole('button', { name: '+ Add rule' }));
    await user.type(within(rule(1)).getByLabelText('Target URL'), 'https://example.com/x');
    await addCondition(user, 1, 'Country');
    await user.click(within(rule(1)).getByRole('button', { name: 'US' }));
    await user.type(within(rule(1)).getByLabelText('Add countries'), 'us, ch{Enter}');
    await addCondition(user, 1, 'Language');
    // The editor says how a language condition matches.
    expect(within(rule(1)).getByTestId('lang-hint').textContent).toContain(
      "any language the visitor's browser accepts",
    );
    await user.type(within(rule(1)).getByLabelText('Add languages'), 'DE{Enter}');
    await addCondition(user, 1, 'IP range (CIDR)');
    const ip = within(rule(1)).getByLabelText('IP ranges, one per line');
    await user.type(ip, '10.0.0.0/8{Enter}nope');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect((await within(rule(1)).findByRole('alert')).textContent).toBe('Not an IP or CIDR range: nope');
    expect(calls.of('links.setRules')).toHaveLength(0);

    await user.clear(ip);
    await user.type(ip, '10.0.0.0/8');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await screen.findByRole('status');
    const chip = within(rule(1)).getByRole('button', { name: 'CH' });
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(calls.of('links.setRules')[0]).toEqual({
      ...REF,
      data: {
        rules: [
          { target: 'https://example.com/x', prio: 1, when: { geo: ['US', 'CH'], lang: ['de'], ip: ['10.0.0.0/8'] } },
        ],
      },
    });
  });

  it("says 'Specify target URL' for a rule without one and does not save", async () => {
    const calls = stubs();
    const user = userEvent.setup();
    renderPage(<RulesPage {...REF} />);
    await rulesForm();
    await user.click(screen.getByRole('button', { name: '+ Add rule' }));
    await addCondition(user, 1, 'Country');
    await user.click(within(rule(1)).getByRole('button', { name: 'DE' }));
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect((await within(rule(1)).findByRole('alert')).textContent).toBe('Specify target URL');
    expect(calls.of('links.setRules')).toHaveLength(0);
  });

  it.each([
    ['Device', 'Pick at least one device'],
    ['Country', 'Pick at least one country'],
    ['Language', 'Pick at least one language'],
    ['IP range (CIDR)', 'Add at least one IP range'],
  ])("refuses an empty %s condition with '%s' and does not save", async (label, message) => {
    const calls = stubs();
    const user = userEvent.setup();
    renderPage(<RulesPage {...REF} />);
    await rulesForm();
    await user.click(screen.getByRole('button', { name: '+ Add rule' }));
    await user.type(within(rule(1)).getByLabelText('Target URL'), 'https://example.com/x');
    await addCondition(user, 1, label);
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect((await within(rule(1)).findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls.of('links.setRules')).toHaveLength(0);
  });

  it('saves a device condition once a device is ticked', async () => {
    const calls = stubs();
    const user = userEvent.setup();
    renderPage(<RulesPage {...REF} />);
    await rulesForm();
    await user.click(screen.getByRole('button', { name: '+ Add rule' }));
    await user.type(within(rule(1)).getByLabelText('Target URL'), 'https://example.com/x');
    await addCondition(user, 1, 'Device');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await within(rule(1)).findByText('Pick at least one device');
    await user.click(within(rule(1)).getByLabelText('tablet'));
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved');
    expect(within(rule(1)).queryByRole('alert')).toBeNull();
    expect(calls.of('links.setRules')[0]).toEqual({
      ...REF,
      data: { rules: [{ target: 'https://example.com/x', prio: 1, when: { device: ['tablet'] } }] },
    });
  });

  it('saves a rule without conditions only once the user confirms it takes every visitor', async () => {
    const calls = stubs();
    const user = userEvent.setup();
    renderPage(<RulesPage {...REF} />);
    await rulesForm();
    await user.click(screen.getByRole('button', { name: '+ Add rule' }));
    await user.type(within(rule(1)).getByLabelText('Target URL'), 'https://example.com/all');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect((await within(rule(1)).findByRole('alert')).textContent).toBe(
      'Add a condition, or confirm that this rule takes every visitor',
    );
    expect(calls.of('links.setRules')).toHaveLength(0);
    await user.click(within(rule(1)).getByLabelText(/Send every visitor to this target/));
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved');
    expect(calls.of('links.setRules')[0]).toEqual({
      ...REF,
      data: { rules: [{ target: 'https://example.com/all', prio: 1, when: {}, match_all: true }] },
    });
  });

  it('shows the failure when a save is refused', async () => {
    stubs({ 'links.setRules': fail('redirect_rules_not_allowed', 403) });
    const user = userEvent.setup();
    renderPage(<RulesPage {...REF} />);
    await rulesForm();
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    const form = await rulesForm();
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Save failed: Redirect rules require a paid plan',
    );
  });

  it('is view-only without the redirect rules feature, with an upgrade button', async () => {
    stubs({
      'user.limits': () => FREE_LIMITS,
      'links.rules': () => ({
        ...SAVED,
        rules: [{ target: 'https://example.com/de', prio: 1, when: { geo: ['DE'] } }],
      }),
    });
    const user = userEvent.setup();
    renderPage(<RulesPage {...REF} />);
    const form = await rulesForm();
    // Disabled by the surrounding <fieldset disabled>.
    expect(within(form).getByLabelText('Default URL').matches(':disabled')).toBe(true);
    expect(within(rule(1)).getByLabelText('Target URL').matches(':disabled')).toBe(true);
    expect(within(rule(1)).getByRole('button', { name: 'DE' }).matches(':disabled')).toBe(true);
    expect(within(rule(1)).getByRole('button', { name: 'DE' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save rules' }).disabled).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(within(dialog).getByRole('alert').textContent).toBe('Redirect rules require a paid plan');
  });
});

describe('conversion tracking panel', () => {
  const panel = () => screen.findByRole('region', { name: 'Conversion tracking' });
  /** The page rendered, its conversion panel found and the toggle ready to click. */
  async function openToggle() {
    const user = userEvent.setup();
    renderPage(<RulesPage {...REF} />);
    const region = await panel();
    const toggle = within(region).getByRole<HTMLInputElement>('switch', { name: 'Conversion tracking enabled' });
    await waitFor(() => expect(toggle.disabled).toBe(false));
    return { user, region, toggle };
  }

  it("turns the toggle back and says 'Failed to update' when saving fails", async () => {
    const calls = stubs({ 'links.setConversions': fail('internal_error', 500) });
    const { user, region, toggle } = await openToggle();
    await user.click(toggle);
    expect((await within(region).findByRole('alert')).textContent).toBe('Failed to update');
    expect(toggle.checked).toBe(false);
    expect(calls.of('links.setConversions')).toEqual([{ ...REF, data: { enabled: true } }]);
  });

  it('keeps the toggle on when saving works', async () => {
    stubs({ 'links.setConversions': () => ({ conversions_enabled: true, incoming_postback_url: null }) });
    const { user, region, toggle } = await openToggle();
    await user.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('keeps a postback URL typed but not saved when the toggle is switched', async () => {
    stubs({ 'links.setConversions': () => ({ conversions_enabled: true, incoming_postback_url: null }) });
    const { user, region, toggle } = await openToggle();
    const input = within(region).getByLabelText<HTMLInputElement>('Incoming postback URL (optional)');
    await user.type(input, 'https://tracker.example/pb?cid={{ExternalClickId}');
    await user.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(input.value).toBe('https://tracker.example/pb?cid={ExternalClickId}');
  });

  it('requires {ExternalClickId} in a non-empty postback URL and shows the server failure', async () => {
    const calls = stubs({ 'links.setConversions': fail('internal_error', 500) });
    const user = userEvent.setup();
    renderPage(<RulesPage {...REF} />);
    const region = await panel();
    const input = within(region).getByLabelText('Incoming postback URL (optional)');
    await user.type(input, 'https://tracker.example/pb?cid=1');
    expect(within(region).getByRole('alert').textContent).toBe('URL must include {ExternalClickId}');
    expect(within(region).getByRole<HTMLButtonElement>('button', { name: 'Save postback' }).disabled).toBe(true);
    await user.clear(input);
    await user.type(input, 'https://tracker.example/pb?cid={{ExternalClickId}');
    expect(within(region).queryByRole('alert')).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Save postback' }));
    expect((await within(region).findByRole('alert')).textContent).toBe('Failed to save');
    expect(calls.of('links.setConversions')).toEqual([
      { ...REF, data: { enabled: false, incoming_postback_url: 'https://tracker.example/pb?cid={ExternalClickId}' } },
    ]);
  });

  it('shows the postback to call, token included, with the feature', async () => {
    stubs();
    renderPage(<RulesPage {...REF} />);
    const region = await panel();
    expect((await within(region).findByTestId('postback-to-call')).textContent).toBe(TOKEN.postback_url);
  });

  it('shows the help but no postback URL or token, and is disabled without the feature', async () => {
    const calls = stubs({ 'user.limits': () => FREE_LIMITS });
    renderPage(<RulesPage {...REF} />);
    const region = await panel();
    expect(region.textContent).toContain('{clickid}');
    expect(region.textContent).toContain('clid=');
    expect(region.textContent).toContain('?ext_click_id=');
    expect(within(region).queryByTestId('postback-to-call')).toBeNull();
    expect(calls.of('conversions.postbackToken')).toEqual([]);
    expect(within(region).getByRole<HTMLInputElement>('switch').disabled).toBe(true);
    expect(within(region).getByLabelText<HTMLInputElement>('Incoming postback URL (optional)').disabled).toBe(true);
    expect(within(region).getByRole('button', { name: 'Upgrade' })).toBeTruthy();
  });
});

describe('leaving the rules editor', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before leaving with unsaved rules, stays on Cancel, and leaves on OK', async () => {
    stubs();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    const { router } = renderPage(<RulesPage {...REF} />, { path: '/links/kurz.localhost/abc1234/rules' });
    await rulesForm();
    await user.click(screen.getByRole('button', { name: '+ Add rule' }));
    await user.type(within(rule(1)).getByLabelText('Target URL'), 'https://example.com/de');

    void router.navigate({ to: '/links' });
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(LEAVE_UNSAVED));
    expect(router.state.location.pathname).toBe('/links/kurz.localhost/abc1234/rules');
    void router.navigate({ to: '/links' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/links'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('leaves without asking when nothing changed, or once the rules are saved', async () => {
    const calls = stubs();
    const confirm = vi.spyOn(window, 'confirm');
    const user = userEvent.setup();
    const { router } = renderPage(<RulesPage {...REF} />, { path: '/links/kurz.localhost/abc1234/rules' });
    await rulesForm();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'New title');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved');
    expect(calls.of('links.setRules')).toHaveLength(2);
    void router.navigate({ to: '/links' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/links'));
    expect(confirm).not.toHaveBeenCalled();
  });
});
