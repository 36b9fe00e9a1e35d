/** Shared stub answers for the links pages' component tests. */
export const FREE_LIMITS = {
  limits: {
    links: { current: 2, limit: 25, unlimited: false, remaining: 23 },
    custom_subdomains: { current: 0, limit: 0, unlimited: false, remaining: 0 },
    byod_domains: { current: 0, limit: 0, unlimited: false, remaining: 0 },
    seats: { current: 1, limit: 1, unlimited: false, remaining: 0 },
  },
  features: { custom_slugs: false, redirect_rules: false, custom_preview: false, qr_codes: false, conversions: false },
  plan: { id: 'free', name: 'Free', analytics_retention_days: 30 },
};

export const PAID_LIMITS = {
  ...FREE_LIMITS,
  limits: { ...FREE_LIMITS.limits, links: { current: 2, limit: 1000, unlimited: false, remaining: 998 } },
  features: { custom_slugs: true, redirect_rules: true, custom_preview: true, qr_codes: true, conversions: true },
  plan: { id: 'hobby', name: 'Hobby', analytics_retention_days: 365 },
};

export const FULL_LIMITS = {
  ...FREE_LIMITS,
  limits: { ...FREE_LIMITS.limits, links: { current: 25, limit: 25, unlimited: false, remaining: 0 } },
};

export const DOMAINS = [
  {
    id: 'd1',
    hostname: 'kurz.localhost',
    is_system: true,
    status: 'active',
    type: 'system',
    meta: {},
    links: 0,
    root_url: null,
    not_found_url: null,
  },
  {
    id: 'd2',
    hostname: 'go.example.com',
    is_system: false,
    status: 'active',
    type: 'byod',
    meta: {},
    links: 0,
    root_url: null,
    not_found_url: null,
  },
];

const plan = (id: string, name: string, monthly: number, yearly: number, features: string[], seats: number) => ({
  id,
  name,
  price_monthly: monthly,
  price_yearly: yearly,
  currency: 'eur',
  features,
  max_links: 25,
  max_custom_subdomains: 0,
  max_byod_domains: 0,
  max_seats: seats,
  allow_custom_slugs: monthly > 0,
  allow_redirect_rules: monthly > 0,
  allow_custom_preview: monthly > 0,
  allow_qr_logo: monthly > 0,
  allow_conversions: monthly > 0,
  analytics_retention_days: 30,
});

export const PLANS = [
  plan('free', 'Free', 0, 0, ['25 links'], 1),
  plan('hobby', 'Hobby', 900, 9000, ['1,000 links', 'Custom slugs'], 3),
  plan('pro', 'Pro', 2900, 29000, ['Unlimited links'], 10),
];

export const BILLING_FREE = { subscription: null, payments: [], me: { plan: 'free', comped: false }, configured: true };

export const LINK = {
  hostname: 'kurz.localhost',
  slug: 'abc1234',
  target_url: 'https://example.com/landing',
  title: 'Spring campaign',
  clicks_today: 3,
  clicks_total: 42,
  created_at: 1_767_225_600,
  conversions_enabled: false,
  expires_at: null,
  tags: [] as string[],
  max_clicks: null as number | null,
  expired_url: null as string | null,
  has_password: false,
  targets: null as { url: string; weight: number }[] | null,
  ios_url: null as string | null,
  android_url: null as string | null,
  rules_count: 0,
  preview_enabled: false,
  created_by: null as { id: string; email: string | null } | null,
};
