/** Helpers for the domains integration tests (on top of index.ts and links.ts). */
import { expect } from 'vitest';
import type { TestClient } from './index';
import type { TestDns } from './dns';

export interface DomainDto {
  id: string;
  hostname: string;
  status: 'active' | 'pending';
  type: string;
  is_system: boolean;
  links: number;
  meta: {
    ui_instructions?: {
      errors: string[];
      required: { cname: { name: string; target: string }; ownershipTXT: { name: string; value: string } };
      acme: unknown;
    };
    cf_status?: { hostname: string; ssl: string } | null;
    ownership_lost_at?: number | null;
  };
}

export async function listDomains(c: TestClient): Promise<DomainDto[]> {
  const res = await c.get('/api/domains/list');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as DomainDto[];
}

export async function claim(c: TestClient, hostname: string): Promise<DomainDto> {
  const res = await c.post('/api/domains/request-byod', { hostname });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DomainDto>();
}

/** Publishes what a claim's instructions ask for on the test DNS server. */
export function publish(dns: TestDns, d: DomainDto, extraTokens: string[] = []): void {
  const ui = d.meta.ui_instructions!;
  dns.set(ui.required.ownershipTXT.name, 'TXT', [ui.required.ownershipTXT.value, ...extraTokens]);
  dns.set(ui.required.cname.name, 'CNAME', [ui.required.cname.target]);
}

export async function verify(c: TestClient, id: string) {
  return c.post('/api/domains/verify', { id });
}
