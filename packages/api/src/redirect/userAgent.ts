import type { TDevice } from '@kurz/core';
import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';
import { memoized } from './memo';

export interface AgentInfo {
  device: TDevice;
  browser: string | null;
  os: string | null;
  isBot: boolean;
}

function classify(ua: string): AgentInfo {
  const bot = !ua || isbot(ua);
  const parsed = new UAParser(ua).getResult();
  const type = parsed.device.type;
  return {
    device: bot ? 'bot' : type === 'mobile' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop',
    browser: parsed.browser.name ?? null,
    os: parsed.os.name ?? null,
    isBot: bot,
  };
}

/** Real traffic repeats a few thousand user agents; each is parsed once. */
export const classifyUserAgent = memoized(classify, 10_000);
