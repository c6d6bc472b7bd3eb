import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../src/index.ts';

describe('CSV', () => {
  it('starts with a BOM, separates with ; and ends rows with CRLF', () => {
    expect(toCsv(['EDL', 'Coût'], [[1, 'Séjour > Murs']])).toBe('\uFEFFEDL;Coût\r\n1;Séjour > Murs\r\n');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dit "non"')).toBe('"dit ""non"""');
    expect(csvCell('ligne\nsuivante')).toBe('"ligne\nsuivante"');
  });

  it('neutralises formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(null)).toBe('');
  });
});
