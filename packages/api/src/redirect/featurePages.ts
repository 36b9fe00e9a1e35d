import { escapeHtml } from '@kurz/core';

/** The one style sheet of the short-link hosts' pages, inline: the pages' CSP allows it by its hash. */
export const PAGE_CSS = `body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#1f2937;background:#f8fafc}main{text-align:center;padding:2rem;max-width:28rem}h1{font-size:1.5rem}input,button{font:inherit;padding:.5rem .75rem;border-radius:.375rem;border:1px solid #cbd5e1}button{background:#2563eb;color:#fff;border-color:#2563eb;cursor:pointer}form{display:flex;gap:.5rem;justify-content:center;flex-wrap:wrap}.error{color:#b91c1c}`;

export const pageHead = (title: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>${PAGE_CSS}</style>
</head>`;

export const EXPIRED_PAGE = `${pageHead('Link expired')}<body><main><h1>This link has expired</h1><p>Ask whoever shared it for a new one.</p></main></body></html>`;

/** The page a password-protected link shows instead of its target: nothing about the target is in it. */
export function passwordPage(message: string | null): string {
  return `${pageHead('Password required')}<body><main><h1>This link is password protected</h1>
${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '<p>Enter the password to continue.</p>'}
<form method="post"><label for="password" hidden>Password</label><input id="password" name="password" type="password" autocomplete="current-password" placeholder="Password" required autofocus><button type="submit">Continue</button></form>
</main></body></html>`;
}

export const WRONG_PASSWORD = 'Wrong password. Try again.';
const minutes = (seconds: number) => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1 ? '1 minute' : `${m} minutes`;
};

/** The 429 page's message: whose attempts ran out, and how long the wait is. */
export function tooManyAttempts(by: 'address' | 'link', seconds: number): string {
  return by === 'address'
    ? `Too many attempts from your network. Try again in ${minutes(seconds)}.`
    : `Too many wrong passwords were tried on this link from many places, so it is locked for everyone for now. Try again in ${minutes(seconds)}.`;
}
