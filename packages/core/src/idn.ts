/**
 * Hosts and URLs as people wrote them. The URL parser stores `straße.de/über` as
 * `xn--strae-oqa.de/%C3%BCber`; screens show the Unicode form, the server keeps the encoded one.
 */
// Every project that compiles core's sources (server, dashboard) needs this declaration, not only core's.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./punycode.d.ts" />
// The package's own file, not Node's deprecated built-in module of the same name.
import punycode from 'punycode/punycode.js';

/** RFC 3492 decoding of one label's part after `xn--` (the punycode package); null when it is not valid Punycode. */
export function punycodeDecode(input: string): string | null {
  try {
    return punycode.decode(input);
  } catch {
    return null;
  }
}

/** Characters that would hide or disguise what a link says: controls, spaces, bidi and invisible marks. */
const UNSAFE = /[\p{C}\p{Z}\u00ad\u180e\u3164\uffa0]|\u034f|\u115f|\u1160|\u17b4|\u17b5/u;

/** `xn--strae-oqa.de` → `straße.de`; a label that is not valid Punycode, or decodes to unsafe text, stays. */
export function displayHost(hostname: string): string {
  return hostname
    .split('.')
    .map((label) => {
      if (!/^xn--/i.test(label)) return label;
      const decoded = punycodeDecode(label.slice(4));
      return decoded && !UNSAFE.test(decoded) && !/[./:@\\]/.test(decoded) ? decoded : label;
    })
    .join('.');
}

/** Runs of percent-escaped bytes that are not ASCII (UTF-8 of a character beyond ASCII). */
const ENCODED_NON_ASCII = /(?:%[89a-f][0-9a-f])+/gi;

/**
 * `%C3%BCber` → `über` where that is safe: only escapes of characters beyond ASCII that are not
 * controls, spaces or invisible marks. ASCII escapes (`%2F`, `%20`, `%3F`) keep their meaning encoded.
 */
export function decodeUrlText(text: string): string {
  return text.replace(ENCODED_NON_ASCII, (run) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(run);
    } catch {
      return run;
    }
    return UNSAFE.test(decoded) ? run : decoded;
  });
}

/** A stored http(s) URL as it reads: Unicode host, decoded path, query and fragment where safe. */
export function displayUrl(url: string): string {
  const m = /^([a-z][a-z\d+.-]*:\/\/)([^/?#]*)(.*)$/is.exec(url);
  if (!m) return decodeUrlText(url);
  const [, scheme, authority, rest] = m as unknown as [string, string, string, string];
  const at = authority.lastIndexOf('@');
  const user = at >= 0 ? authority.slice(0, at + 1) : '';
  const hostPort = authority.slice(at + 1);
  const port = /:\d*$/.exec(hostPort)?.[0] ?? '';
  const host = hostPort.slice(0, hostPort.length - port.length);
  return `${scheme}${user}${host.startsWith('[') ? host : displayHost(host)}${port}${decodeUrlText(rest)}`;
}

/** One host label in the form the URL parser stores, or the label itself when it is no valid host. */
function asciiLabel(label: string): string {
  if (!/[^\p{ASCII}]/u.test(label)) return label;
  try {
    return new URL(`http://${label}/`).hostname;
  } catch {
    return label;
  }
}

function encodeNonAscii(text: string): string {
  return text.replace(/[^\p{ASCII}]+/gu, (run) => {
    try {
      return encodeURIComponent(run);
    } catch {
      return run; // half of a surrogate pair: no URL holds it encoded
    }
  });
}

/**
 * A search as typed and as the stored URLs spell it, lower-cased: `straße` is also `xn--strae-oqa` (a
 * host label) and `stra%c3%9fe` (a path); `straße.de/über` is also `xn--strae-oqa.de/%c3%bcber`.
 * Punycode encodes whole labels, so a host is found by whole labels, a path by any part.
 */
export function searchForms(text: string): string[] {
  const typed = text.toLowerCase();
  if (!/[^\p{ASCII}]/u.test(typed)) return [typed];
  const [, scheme = '', head = '', tail = ''] = /^([a-z][a-z\d+.-]*:\/\/)?([^/?#]*)(.*)$/s.exec(typed) ?? [];
  const asHost = `${scheme}${head.split('.').map(asciiLabel).join('.')}${encodeNonAscii(tail)}`;
  return [...new Set([typed, asHost.toLowerCase(), encodeNonAscii(typed).toLowerCase()])];
}
