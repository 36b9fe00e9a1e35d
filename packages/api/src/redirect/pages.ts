import { escapeHtml } from '@kurz/core';
import type { StoredOg } from '@kurz/db';
import { pageHead } from './featurePages';

export const NOT_FOUND_PAGE = `${pageHead('Link not found')}<body><main><h1>This short link does not exist or has expired.</h1><p>Check the address, or ask whoever shared it for a new one.</p></main></body></html>`;

/** What crawlers (link unfurlers) get when a link has a custom preview. */
export function previewPage(og: StoredOg, url: string, target: string): string {
  return `${previewHead(og, url)}
<meta http-equiv="refresh" content="0;url=${escapeHtml(target)}">
</head><body><a href="${escapeHtml(target)}">${escapeHtml(og.title || target)}</a></body></html>`;
}

/** What crawlers get for a link with max_clicks: its preview, if any, but never its target. */
export function withheldPage(og: StoredOg | null, url: string): string {
  const text = '<p>Open this link in a web browser to continue.</p>';
  return og
    ? `${previewHead(og, url)}\n</head><body>${text}</body></html>`
    : `${pageHead('Short link')}<body><main>${text}</main></body></html>`;
}

function previewHead(og: StoredOg, url: string): string {
  const tags = [
    ['og:type', 'website'],
    ['og:url', url],
    ['og:title', og.title],
    ['og:description', og.description],
    ...(og.image_url ? [['og:image', og.image_url]] : []),
  ]
    .map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c!)}">`)
    .join('\n');
  const twitter = [
    ['twitter:card', og.image_url ? 'summary_large_image' : 'summary'],
    ['twitter:title', og.title],
    ['twitter:description', og.description],
    ...(og.image_url ? [['twitter:image', og.image_url]] : []),
  ]
    .map(([n, c]) => `<meta name="${n}" content="${escapeHtml(c!)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(og.title)}</title>
<meta name="description" content="${escapeHtml(og.description)}">
${tags}
${twitter}`;
}

/** A link an admin disabled, or one of a banned account (451 Unavailable For Legal Reasons). */
export const DISABLED_PAGE = `${pageHead('Link disabled')}<body><main><h1>This link has been disabled.</h1><p>It was reported and found to break the terms of use, so it no longer leads anywhere.</p></main></body></html>`;
