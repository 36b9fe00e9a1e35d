import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { displayHost, displayUrl, punycodeDecode, searchForms } from './idn';
import { normaliseHttpUrl } from './urls';

describe('displayHost and displayUrl', () => {
  it.each(['straße.de', 'münchen.de', 'ドメイン.テスト', 'пример.рф', 'example.com', 'bücher.example.org', '😀.ws'])(
    'shows %s as typed after the parser stored it encoded',
    (host) => {
      const stored = domainToASCII(host);
      expect(stored).toMatch(/^[\x20-\x7e]+$/);
      expect(displayHost(stored)).toBe(host);
    },
  );

  it('decodes the host and the non-ASCII escapes of a stored target, keeping ASCII escapes', () => {
    const stored = normaliseHttpUrl('https://straße.de/über uns?q=grüße&x=a%2Fb#größe')!;
    expect(stored).toBe('https://xn--strae-oqa.de/%C3%BCber%20uns?q=gr%C3%BC%C3%9Fe&x=a%2Fb#gr%C3%B6%C3%9Fe');
    expect(displayUrl(stored)).toBe('https://straße.de/über%20uns?q=grüße&x=a%2Fb#größe');
    expect(displayUrl('http://xn--mnchen-3ya.de:8080/')).toBe('http://münchen.de:8080/');
    expect(displayUrl('https://[::1]/%C3%BC')).toBe('https://[::1]/ü');
  });

  it('keeps what would hide or disguise text encoded: bidi marks, invisible characters, broken escapes, bad Punycode', () => {
    expect(displayUrl('https://example.com/a%E2%80%AEb')).toBe('https://example.com/a%E2%80%AEb');
    expect(displayUrl('https://example.com/%C2%A0x')).toBe('https://example.com/%C2%A0x');
    expect(displayUrl('https://example.com/%C3')).toBe('https://example.com/%C3');
    expect(displayHost('xn--99.de')).toBe('xn--99.de');
    expect(punycodeDecode('!!')).toBeNull();
  });
});

describe('searchForms', () => {
  it('spells a search as the stored URLs do: Punycode host labels, percent-encoded paths', () => {
    expect(searchForms('Straße')).toEqual(['straße', 'xn--strae-oqa', 'stra%c3%9fe']);
    expect(searchForms('https://straße.de/Über')).toContain('https://xn--strae-oqa.de/%c3%bcber');
    expect(searchForms('über')).toContain('%c3%bcber');
    expect(searchForms('Spring')).toEqual(['spring']);
  });
});
