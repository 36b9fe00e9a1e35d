import { escapeHtml } from '@kurz/core';
import type { StoredOg } from '@kurz/db';


export const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Link not found</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#1f2937;background:#f8fafc}main{text-align:center;padding:2rem}h1{font-size:1.5rem}</style>
</head><body><main><h1>This short link does not exist or has expired.</h1><p>Check the address, or ask whoever shared it for a new one.</p></main></body></html>`;

/** What crawlers (link unfurlers) get when a link has a custom preview. */
export function previewPage(og: StoredOg, url: string, target: string): string {
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
${twitter}
<meta http-equiv="refresh" content="0;url=${escapeHtml(target)}">
</head><body><a href="${escapeHtml(target)}">${escapeHtml(og.title || target)}</a></body></html>`;
}

/** A link an admin disabled, or one of a banned account (451 Unavailable For Legal Reasons). */
export const DISABLED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Link disabled</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#1f2937;background:#f8fafc}main{text-align:center;padding:2rem}h1{font-size:1.5rem}</style>
</head><body><main><h1>This link has been disabled.</h1><p>It was reported and found to break the terms of use, so it no longer leads anywhere.</p></main></body></html>`;
