import { describe, expect, it } from 'vitest';
import { EMPTY_UTM, readUtm, writeUtm } from './utm';

describe('readUtm', () => {
  it('reads the five UTM values, empty where absent', () => {
    expect(readUtm('https://example.com/p?utm_source=news&utm_campaign=spring%20sale&x=1')).toEqual({
      ...EMPTY_UTM,
      utm_source: 'news',
      utm_campaign: 'spring sale',
    });
  });
  it('is empty for text that is no address', () => {
    expect(readUtm('example')).toEqual(EMPTY_UTM);
  });
});

describe('writeUtm', () => {
  it('sets values, keeping other parameters, the path and the fragment', () => {
    expect(writeUtm('https://example.com/p?x=1#top', { utm_source: 'mail', utm_medium: 'email' })).toBe(
      'https://example.com/p?x=1&utm_source=mail&utm_medium=email#top',
    );
  });
  it('replaces an existing value in place and removes an emptied one', () => {
    expect(writeUtm('https://example.com/?utm_source=a&x=1&utm_medium=b', { utm_source: 'c', utm_medium: '' })).toBe(
      'https://example.com/?utm_source=c&x=1',
    );
  });
  it('encodes what needs encoding and trims spaces around a value', () => {
    const url = writeUtm('https://example.com/', { utm_campaign: ' spring & summer ' });
    expect(url).toBe('https://example.com/?utm_campaign=spring+%26+summer');
    expect(readUtm(url).utm_campaign).toBe('spring & summer');
  });
  it('leaves keys not given alone and returns text that is no address unchanged', () => {
    expect(writeUtm('https://example.com/?utm_term=t', { utm_source: 's' })).toBe(
      'https://example.com/?utm_term=t&utm_source=s',
    );
    expect(writeUtm('not a url', { utm_source: 's' })).toBe('not a url');
  });
});
