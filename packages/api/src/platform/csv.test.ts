import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('keeps a would-be formula as text with a leading quote', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers as numbers, booleans as yes/no, nothing as empty', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('yes');
    expect(csvCell(false)).toBe('no');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});
