import { readFile, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Db } from '../../db/client.ts';
import { USAGE_EXIT_CODE, UsageError } from '../data-command.ts';
import { ImportFileError, type ImportCandidate, type ImportFormat } from './candidate.ts';
import { parseHsdsJson, readHsdsCsvFolder } from './hsds.ts';
import { importOrganizations } from './importer.ts';
import { parseLegacyCsv } from './legacy.ts';
import { formatImportReport } from './report.ts';

// The commands' logic, apart from opening the database, so tests run it in-process;
// scripts/import-organizations.ts and scripts/export-hsds.ts only wire it up.

export const IMPORT_USAGE =
  'Usage: npm run import:orgs -- --format legacy|hsds-json|hsds-csv --file <path> [--dry-run] [--skip-invalid]';
export const EXPORT_USAGE = 'Usage: npm run export:hsds -- [--out <file.json>]  (default: stdout)';

/** Exit codes: 0 applied (or dry run without rejections), 1 rows rejected or unreadable file, 2 usage. */
export const EXIT = { ok: 0, rejected: 1, usage: USAGE_EXIT_CODE } as const;

export interface ImportArgs {
  format: ImportFormat;
  file: string;
  dryRun: boolean;
  skipInvalid: boolean;
}

const FORMATS: readonly ImportFormat[] = ['legacy', 'hsds-json', 'hsds-csv'];

export function parseImportArgs(argv: string[]): ImportArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        format: { type: 'string' },
        file: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        'skip-invalid': { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const format = values.format as ImportFormat | undefined;
  if (!format || !FORMATS.includes(format)) {
    throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
  }
  if (!values.file) throw new UsageError('--file is required');
  return {
    format,
    file: values.file,
    dryRun: values['dry-run'],
    skipInvalid: values['skip-invalid'],
  };
}

export function parseExportArgs(argv: string[]): { out: string | null } {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { out: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
    return { out: values.out ?? null };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export async function readCandidates(
  format: ImportFormat,
  file: string,
): Promise<ImportCandidate[]> {
  if (format === 'hsds-csv') {
    const info = await stat(file).catch(() => null);
    if (!info?.isDirectory())
      throw new ImportFileError(`${file} is not a folder of HSDS CSV files`);
    return readHsdsCsvFolder(file);
  }
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    throw new ImportFileError(
      `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
  return format === 'legacy' ? parseLegacyCsv(content) : parseHsdsJson(content);
}

export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
}

/** Reads, imports and prints the report; the exit code says whether anything was refused. */
export async function runImport(db: Db, args: ImportArgs, io: CommandIo): Promise<number> {
  let candidates: ImportCandidate[];
  try {
    candidates = await readCandidates(args.format, args.file);
  } catch (error) {
    if (error instanceof ImportFileError) {
      io.err(`Nothing was applied: ${error.message}`);
      return EXIT.rejected;
    }
    throw error;
  }
  const report = await importOrganizations(db, candidates, {
    dryRun: args.dryRun,
    skipInvalid: args.skipInvalid,
  });
  io.out(formatImportReport(report, `${args.file} (${args.format})`));
  // With --skip-invalid the valid rows went in: success, the report lists the rest.
  return report.rejected.length > 0 && !args.skipInvalid ? EXIT.rejected : EXIT.ok;
}
