import { CsvError as ParserError, parse, type Options } from 'csv-parse/sync';

/**
 * RFC 4180 through csv-parse: fields separated by commas, records by CRLF, LF or a lone CR
 * (old spreadsheet exports write CR, and a file may mix them), fields in double quotes may
 * hold commas, line breaks and doubled quotes (""). A UTF-8 byte order mark is dropped.
 * What is ours is the line numbers in reports, which csv-parse does not count the way an
 * editor does (see parseCsv), and our wording of its errors.
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

const OPTIONS = {
  bom: true,
  // Listed, not discovered: discovery fixes the first kind it meets and then reads the
  // other kinds as text. CRLF first, so it is one delimiter rather than a CR and a blank line.
  record_delimiter: ['\r\n', '\n', '\r'],
  // Extra cells are ignored and missing ones read as '' (csvObjects), as spreadsheets write.
  relax_column_count: true,
  skip_empty_lines: true,
  // The record's text: an error carries it up to the fault (see readError).
  raw: true,
} satisfies Options;

const CR = 0x0d;
const LF = 0x0a;

/** Line breaks in bytes [from, to) of the source: CRLF, CR and LF count one each. */
function countBreaks(source: Buffer, from: number, to: number): number {
  let breaks = 0;
  for (let index = from; index < to; index += 1) {
    const byte = source[index];
    if (byte === LF || (byte === CR && source[index + 1] !== LF)) breaks += 1;
  }
  return breaks;
}

/** The first byte at or after `offset` that is not a line break: where a record begins. */
function skipBlankLines(source: Buffer, offset: number): number {
  let index = offset;
  while (source[index] === CR || source[index] === LF) index += 1;
  return index;
}

export function parseCsv(text: string): CsvRecord[] {
  // csv-parse's own `info.lines` counts a CRLF as two lines once the delimiter list holds
  // both, and `raw` keeps only the CR of a CRLF delimiter, so neither gives an editor's line
  // numbers in a file that mixes line endings. Lines are counted here instead, in the source
  // itself, from the byte offsets csv-parse reports (`info.bytes`: just past a record's
  // delimiter). csv-parse reads a string as UTF-8 bytes, byte order mark included.
  const source = Buffer.from(text, 'utf8');
  /** Just past the last record read (at first, past a byte order mark), and its line. */
  let end = text.startsWith('\uFEFF') ? Buffer.byteLength('\uFEFF') : 0;
  let endLine = 1;
  const recordStart = () => {
    const start = skipBlankLines(source, end);
    return { start, line: endLine + countBreaks(source, end, start) };
  };
  try {
    // With `raw`, each record reaches on_record as { record, raw }. The typings tie
    // on_record's result to a string[] record unless `columns` is set, hence the cast.
    const options: Options<CsvRecord, { record: string[] }> = {
      ...OPTIONS,
      on_record: ({ record }, context) => {
        const { start, line } = recordStart();
        endLine = line + countBreaks(source, start, context.bytes);
        end = context.bytes;
        return { line, fields: record };
      },
    };
    return parse(text, options as unknown as Options) as unknown as CsvRecord[];
  } catch (error) {
    if (error instanceof ParserError) throw readError(error, source, recordStart());
    throw error;
  }
}

/**
 * Our message, and the line of the fault, from csv-parse's error and the context it carries:
 * `column` (the record's fields read whole), `bytes` (the offset of the last delimiter read)
 * and `raw` (the record's text up to the fault).
 */
function readError(
  error: ParserError,
  source: Buffer,
  record: { start: number; line: number },
): CsvError | ParserError {
  const column = typeof error.column === 'number' ? error.column : 0;
  const bytes = typeof error.bytes === 'number' ? error.bytes : record.start;
  // The field at fault starts the record, or follows the comma at `bytes`.
  const fieldStart = column === 0 ? record.start : Math.max(record.start, bytes + 1);
  const fieldLine = record.line + countBreaks(source, record.start, fieldStart);
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      // Where the quote opens, which is where the writer must look (csv-parse names the end).
      return new CsvError('a quoted field is never closed', fieldLine);
    case 'INVALID_OPENING_QUOTE':
      // An unquoted field holds no line break: the fault is on the field's line.
      return new CsvError(
        'a quote inside an unquoted field (quote the field and double it)',
        fieldLine,
      );
    case 'CSV_INVALID_CLOSING_QUOTE': {
      // A quoted field may hold line breaks before its closing quote. `raw` ends at the
      // fault; the record's own text in it is the source as written (only the blank lines
      // skipped before it may be shortened), so its breaks count from the record's start.
      const raw = typeof error.raw === 'string' ? error.raw.replace(/^[\r\n]+/, '') : '';
      const rawBytes = Buffer.from(raw, 'utf8');
      return new CsvError(
        'text after a closing quote (a quote inside a field must be doubled)',
        record.line + countBreaks(rawBytes, 0, rawBytes.length),
      );
    }
    default:
      return new CsvError(error.message, fieldLine);
  }
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
