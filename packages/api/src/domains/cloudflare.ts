import type { TAcmeInstructions } from '@kurz/core';
import type { TlsProvider, TlsState } from './tlsProvider';

export interface CloudflareSettings {
  apiToken: string;
  zoneId: string;
  /** https://api.cloudflare.com/client/v4 unless a test points it elsewhere. */
  apiUrl: string;
}

interface ValidationRecord {
  txt_name?: string;
  txt_value?: string;
  http_url?: string;
  http_body?: string;
  cname?: string;
  cname_target?: string;
}

/** The parts of Cloudflare's custom hostname object we read. */
interface CustomHostname {
  id: string;
  hostname: string;
  status?: string;
  ssl?: {
    status?: string;
    method?: string;
    validation_records?: ValidationRecord[];
    validation_errors?: { message?: string }[];
  } & ValidationRecord;
  verification_errors?: string[];
}

interface Envelope<T> {
  success: boolean;
  errors?: { code?: number; message?: string }[];
  result: T;
}

export class CloudflareError extends Error {}

const TIMEOUT_MS = 10_000;

/** Cloudflare for SaaS: each own domain is a custom hostname on the operator's zone. */
export function cloudflareProvider(settings: CloudflareSettings): TlsProvider {
  const base = `${settings.apiUrl.replace(/\/+$/, '')}/zones/${encodeURIComponent(settings.zoneId)}/custom_hostnames`;

  async function call<T>(method: string, url: string, body?: unknown): Promise<Envelope<T>> {
    const res = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${settings.apiToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json = (await res.json().catch(() => null)) as Envelope<T> | null;
    if (!json) throw new CloudflareError(`Cloudflare answered HTTP ${res.status}`);
    return json;
  }

  const failure = (env: Envelope<unknown>) =>
    env.errors
      ?.map((e) => e.message)
      .filter(Boolean)
      .join('; ') || 'unknown error';

  return {
    name: 'cloudflare',
    async register(hostname) {
      const env = await call<CustomHostname>('POST', base, { hostname, ssl: { method: 'txt', type: 'dv' } });
      if (env.success) return stateOf(env.result);
      // A name is on the zone once: another claim on it registered it first (a zone holds each name once),
      // and every claim shares that one, or the first claimant could keep the real owner from ever proving it.
      const found = await call<CustomHostname[]>('GET', `${base}?hostname=${encodeURIComponent(hostname)}`);
      const existing = found.success ? found.result?.find((ch) => ch.hostname === hostname) : undefined;
      if (existing) return stateOf(existing);
      throw new CloudflareError(`Cloudflare refused ${hostname}: ${failure(env)}`);
    },
    async poll(hostname, ref) {
      if (!ref) return this.register(hostname);
      const env = await call<CustomHostname>('GET', `${base}/${encodeURIComponent(ref)}`);
      // Gone from the zone (its last other claim was deleted as this one stored it): registered anew.
      if (!env.success && env.errors?.some((e) => e.code === 1436)) return this.register(hostname);
      if (!env.success) {
        return { ref, acme: null, status: null, errors: [`Cloudflare: ${failure(env)}`] };
      }
      return stateOf(env.result);
    },
    async remove(hostname, ref) {
      const remove = async (id: string) => {
        const env = await call<{ id: string }>('DELETE', `${base}/${encodeURIComponent(id)}`);
        // Already gone is what we wanted.
        if (!env.success && !env.errors?.some((e) => e.code === 1436))
          throw new CloudflareError(`Cloudflare: ${failure(env)}`);
      };
      if (ref) await remove(ref);
      // A claim may hold an older ref than the zone's (another claim registered the name again): the
      // name's custom hostname goes too, whatever its id.
      const found = await call<CustomHostname[]>('GET', `${base}?hostname=${encodeURIComponent(hostname)}`);
      for (const ch of found.success ? (found.result ?? []) : []) if (ch.hostname === hostname) await remove(ch.id);
    },
  };
}

function stateOf(ch: CustomHostname): TlsState {
  const ssl = ch.ssl ?? {};
  const record = ssl.validation_records?.[0] ?? ssl;
  const acme: TAcmeInstructions | null =
    record.txt_name || record.cname || record.http_url
      ? {
          preferred: record.txt_name ? 'txt' : 'cname',
          txt: record.txt_name && record.txt_value ? { name: record.txt_name, value: record.txt_value } : null,
          cname: record.cname && record.cname_target ? { name: record.cname, target: record.cname_target } : null,
          httpAlt: record.http_url && record.http_body ? { url: record.http_url, body: record.http_body } : null,
        }
      : null;
  const hostnameStatus = ch.status ?? 'pending';
  const sslStatus = ssl.status ?? 'pending';
  const errors: string[] = [];
  if (hostnameStatus !== 'active') errors.push(`Cloudflare hostname status is ${hostnameStatus}`);
  for (const e of ch.verification_errors ?? []) errors.push(`Cloudflare: ${e}`);
  for (const e of ssl.validation_errors ?? []) if (e.message) errors.push(`Cloudflare SSL: ${e.message}`);
  return { ref: ch.id, acme, status: { hostname: hostnameStatus, ssl: sslStatus }, errors };
}
