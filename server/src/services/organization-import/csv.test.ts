import { describe, expect, it } from 'vitest';
import { csvObjects, CsvError, formatCsvRecord, parseCsv } from './csv.ts';
import { normalizeWebsite, normalizeZip, parseValues } from './validate.ts';

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, with line numbers', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\nlast,,\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['x, y', 'say "hi"', 'two\r\nlines'] },
      { line: 4, fields: ['last', '', ''] },
    ]);
  });

  it('drops a byte order mark, accepts LF, lone CR and no final line break', () => {
    expect(parseCsv('\uFEFFa,b\nc,d\re,f')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
      { line: 3, fields: ['e', 'f'] },
    ]);
  });

  it('skips blank lines but keeps a record of one quoted empty field', () => {
    expect(parseCsv('a\n\n""\n\n')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 3, fields: [''] },
    ]);
  });

  it('refuses an unclosed quote, text after a closing quote and a bare quote', () => {
    expect(() => parseCsv('a\n"open,b\n')).toThrow(
      new CsvError('a quoted field is never closed', 2),
    );
    expect(() => parseCsv('"a"b,c')).toThrow(CsvError);
    expect(() => parseCsv('a"b,c')).toThrow(/quote inside an unquoted field/);
  });

  it('counts lines as an editor does when a file mixes CRLF, LF and CR around quoted breaks', () => {
    // A CRLF inside a quoted field, CRLF and LF blank lines in a row, a BOM: each break is
    // one line whatever its kind (csv-parse's own count gives a CRLF two).
    const text = '\uFEFFname,notes\r\n"A","one\r\ntwo"\n\r\n\nB,x\rC,"three\nfour\r\nfive"\r\nD,y';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'notes'] },
      { line: 2, fields: ['A', 'one\r\ntwo'] },
      { line: 6, fields: ['B', 'x'] },
      { line: 7, fields: ['C', 'three\nfour\r\nfive'] },
      { line: 10, fields: ['D', 'y'] },
    ]);
  });

  it('reports a fault on its own line in a mixed file', () => {
    const head = 'name,notes\r\n"A","one\r\ntwo"\n\r\n';
    // The unclosed quote opens on line 6, after a field that spans lines 5 and 6.
    expect(() => parseCsv(`${head}B,"x\r\ny","open\nrest\r\n`)).toThrow(
      new CsvError('a quoted field is never closed', 6),
    );
    expect(() => parseCsv(`${head}"B\r\nC"D,x\n`)).toThrow(
      new CsvError('text after a closing quote (a quote inside a field must be doubled)', 6),
    );
    expect(() => parseCsv(`${head}\rB,x"y\n`)).toThrow(
      new CsvError('a quote inside an unquoted field (quote the field and double it)', 6),
    );
  });

  it('round-trips what formatCsvRecord writes', () => {
    const fields = ['plain', 'with, comma', 'with "quote"', 'two\nlines', ''];
    expect(parseCsv(formatCsvRecord(fields))[0]?.fields).toEqual(fields);
  });

  it('keys records by the trimmed, lower-cased header; missing cells read as empty', () => {
    const { header, rows } = csvObjects(parseCsv(' Name ,ZIP\nx\n'));
    expect(header).toEqual(['name', 'zip']);
    expect(rows).toEqual([{ line: 2, values: { name: 'x', zip: '' } }]);
  });
});

describe('value rules', () => {
  it('gives a four-digit ZIP its leading zero back and cuts ZIP+4, nothing else', () => {
    expect(normalizeZip('2108')).toBe('02108');
    expect(normalizeZip(2108)).toBe('02108');
    expect(normalizeZip(' 02108-1234 ')).toBe('02108');
    expect(normalizeZip('021081234')).toBe('02108');
    expect(normalizeZip('nan')).toBeNull();
    expect(normalizeZip('123')).toBe('123');
    const bad = parseValues({ organization: 'Some Org', zip_code: '123' });
    expect(bad).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^zip_code must be a 5-digit ZIP/),
    });
  });

  it('treats nan, NaN, None, null and empty (any case, spaces) as nothing', () => {
    const result = parseValues({
      organization: 'Some Org',
      address_1: ' NaN ',
      address_2: 'None',
      city: 'NULL',
      phone: '',
      latitude: 'nan',
      longitude: 'NAN',
    });
    expect(result).toMatchObject({
      ok: true,
      values: { address_1: null, address_2: null, city: null, phone: null, latitude: null },
    });
  });

  it('adds https:// to a website without a scheme and refuses other schemes', () => {
    expect(normalizeWebsite('www.example.org')).toBe('https://www.example.org');
    expect(normalizeWebsite('example.org/path')).toBe('https://example.org/path');
    expect(normalizeWebsite('http://example.org')).toBe('http://example.org');
    expect(parseValues({ organization: 'Some Org', website: 'ftp://example.org' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('website'),
    });
    expect(parseValues({ organization: 'Some Org', website: 'javascript:alert(1)' })).toMatchObject(
      {
        ok: false,
      },
    );
  });

  it('accepts US phone shapes and refuses others', () => {
    for (const phone of [
      '(617) 555-0101',
      '617-555-0101',
      '617.555.0101',
      '+1 617 555 0101',
      '1-800-555-0103',
      '860.555.0104 ext 12',
    ]) {
      expect(parseValues({ organization: 'Some Org', phone }), phone).toMatchObject({ ok: true });
    }
    for (const phone of ['call us', '555-0101', '617-555-01012', '+44 20 7946 0000']) {
      expect(parseValues({ organization: 'Some Org', phone }), phone).toMatchObject({
        ok: false,
        reason: expect.stringContaining('phone is not a US phone number'),
      });
    }
  });

  it('checks coordinate ranges, pairs and the name', () => {
    expect(parseValues({ organization: 'X Org', latitude: '95', longitude: '-75' })).toMatchObject({
      ok: false,
      reason: 'latitude must be between -90 and 90',
    });
    expect(parseValues({ organization: 'X Org', latitude: '40', longitude: 'west' })).toMatchObject(
      {
        ok: false,
        reason: 'longitude is not a number',
      },
    );
    expect(parseValues({ organization: 'X Org', latitude: '40' })).toMatchObject({
      ok: false,
      reason: 'longitude is missing while the other coordinate is given',
    });
    expect(parseValues({ organization: 'nan' })).toMatchObject({
      ok: false,
      reason: 'organization is required',
    });
    expect(parseValues({ organization: 'x'.repeat(201) })).toMatchObject({
      ok: false,
      reason: 'organization is longer than 200 characters',
    });
    expect(parseValues({ organization: 'X Org', latitude: 40, longitude: -181 })).toMatchObject({
      ok: false,
      reason: 'longitude must be between -180 and 180',
    });
  });
});
