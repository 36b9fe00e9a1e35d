import type { TDevice } from '@kurz/core';
import { isbot } from 'isbot';
import QuickLRU from 'quick-lru';
import { UAParser } from 'ua-parser-js';

export interface AgentInfo {
  device: TDevice;
  browser: string | null;
  os: string | null;
  isBot: boolean;
}

// Real traffic repeats a few thousand user agents; parsing each once keeps clicks cheap.
const cache = new QuickLRU<string, AgentInfo>({ maxSize: 10_000 });

export function classifyUserAgent(ua: string): AgentInfo {
  const hit = cache.get(ua);
  if (hit) return hit;
  const bot = !ua || isbot(ua);
  const parsed = new UAParser(ua).getResult();
  const type = parsed.device.type;
  const info: AgentInfo = {
    device: bot ? 'bot' : type === 'mobile' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop',
    browser: parsed.browser.name ?? null,
    os: parsed.os.name ?? null,
    isBot: bot,
  };
  cache.set(ua, info);
  return info;
}
