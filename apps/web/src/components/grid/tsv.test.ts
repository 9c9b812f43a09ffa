import { describe, expect, it } from 'vitest';
import { formatTsv, parseTsv } from './tsv.ts';

describe('parseTsv', () => {
  it('reads a block copied from Excel: CRLF rows, tabs, the final newline adds no row', () => {
    expect(parseTsv('a\tb\tc\r\n1\t2\t3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('reads LF and CR rows and keeps empty cells, at the ends too', () => {
    expect(parseTsv('a\t\tc\n\tb\t\r\t\t')).toEqual([
      ['a', '', 'c'],
      ['', 'b', ''],
      ['', '', ''],
    ]);
  });

  it('reads quoted cells holding tabs, newlines and doubled quotes', () => {
    expect(parseTsv('"one\ttwo"\t"line 1\r\nline 2"\t"say ""hi"""\r\nx\t"\t"\r\n')).toEqual([
      ['one\ttwo', 'line 1\r\nline 2', 'say "hi"'],
      ['x', '\t'],
    ]);
  });

  it('keeps a quote that does not close a cell as text', () => {
    expect(parseTsv('"12 inch\tb\r\n5" pipe\tc')).toEqual([
      ['"12 inch', 'b'],
      ['5" pipe', 'c'],
    ]);
  });

  it('reads one cell, an empty text and a lone newline', () => {
    expect(parseTsv('42')).toEqual([['42']]);
    expect(parseTsv('42\r\n')).toEqual([['42']]);
    expect(parseTsv('')).toEqual([]);
    expect(parseTsv('\r\n')).toEqual([['']]);
  });
});

describe('formatTsv', () => {
  it('writes CRLF rows with a final newline and quotes only the cells that need it', () => {
    const rows = [
      ['a', 'tab\there', 'two\nlines'],
      ['say "hi"', '', '1.234,5'],
    ];
    const text = formatTsv(rows);
    expect(text).toBe('a\t"tab\there"\t"two\nlines"\r\n"say ""hi"""\t\t1.234,5\r\n');
    expect(parseTsv(text)).toEqual(rows);
  });

  it('writes nothing for no rows', () => {
    expect(formatTsv([])).toBe('');
  });
});
