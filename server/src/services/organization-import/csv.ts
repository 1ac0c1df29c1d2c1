/**
 * A small RFC 4180 reader: fields separated by commas, records by CRLF or LF (a lone CR too,
 * as old spreadsheet exports write), fields in double quotes may hold commas, line breaks
 * and doubled quotes (""). A UTF-8 byte order mark is dropped. Our own, so the importer
 * needs no dependency and every rule is tested here.
 */

export interface CsvRecord {
  /** The physical line (1-based) the record starts on, for error reports. */
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvError';
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  // True once the current field began with a quote and its closing quote was seen.
  let quotedField = false;
  let index = 0;

  const endField = () => {
    fields.push(field);
    field = '';
    quotedField = false;
  };
  const endRecord = () => {
    // A blank line (one empty unquoted field) is not a record: spreadsheets add them at the end.
    const blank = fields.length === 0 && field === '' && !quotedField;
    endField();
    if (!blank) records.push({ line: recordLine, fields });
    fields = [];
  };

  while (index < input.length) {
    const char = input[index];
    if (char === '"' && field === '' && !quotedField) {
      // A quoted field: read to the closing quote.
      const startLine = line;
      index += 1;
      for (;;) {
        if (index >= input.length) throw new CsvError('a quoted field is never closed', startLine);
        const inner = input[index];
        if (inner === '"') {
          if (input[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        if (inner === '\r' || inner === '\n') {
          // Keep the line break as written, but count lines the way editors do.
          if (inner === '\r' && input[index + 1] === '\n') {
            field += '\r\n';
            index += 2;
          } else {
            field += inner;
            index += 1;
          }
          line += 1;
          continue;
        }
        field += inner;
        index += 1;
      }
      quotedField = true;
      const next = input[index];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        throw new CsvError(
          'text after a closing quote (a quote inside a field must be doubled)',
          line,
        );
      }
      continue;
    }
    if (char === '"') {
      throw new CsvError('a quote inside an unquoted field (quote the field and double it)', line);
    }
    if (char === ',') {
      endField();
      index += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      index += char === '\r' && input[index + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    field += char;
    index += 1;
  }
  if (field !== '' || quotedField || fields.length > 0) endRecord();
  return records;
}

/** Writes one CSV record (RFC 4180 quoting), for fixtures and exports. */
export function formatCsvRecord(fields: readonly (string | number | null | undefined)[]): string {
  return fields
    .map((value) => {
      const text = value === null || value === undefined ? '' : String(value);
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',');
}

/**
 * Records as objects keyed by the header's names (trimmed, lower-cased). Extra cells are
 * ignored; missing trailing cells read as ''.
 */
export function csvObjects(records: CsvRecord[]): {
  header: string[];
  rows: { line: number; values: Record<string, string> }[];
} {
  const [head, ...body] = records;
  if (!head) return { header: [], rows: [] };
  const header = head.fields.map((name) => name.trim().toLowerCase());
  return {
    header,
    rows: body.map((record) => ({
      line: record.line,
      values: Object.fromEntries(header.map((name, i) => [name, record.fields[i] ?? ''])),
    })),
  };
}
