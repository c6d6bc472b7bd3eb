import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from '../../src/csv.ts';

describe('csvCell', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+33 6 00', "'+33 6 00"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['Durand', 'Durand'],
    ['', ''],
  ])('neutralises formulas: %j -> %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('Agence; Nord')).toBe('"Agence; Nord"');
    expect(csvCell('dit "le chef"')).toBe('"dit ""le chef"""');
    expect(csvCell('=a;b')).toBe(`"'=a;b"`);
    expect(csvCell('ligne\nsuivante')).toBe('"ligne\nsuivante"');
  });

  it('keeps numbers as numbers, even negative; empties null', () => {
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with the BOM, separates with ; and ends lines with CRLF', () => {
    expect(toCsv(['Nom', 'Total'], [['Élodie', 2]])).toBe(`${CSV_BOM}Nom;Total\r\nÉlodie;2\r\n`);
  });
});
