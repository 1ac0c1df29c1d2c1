import type { ImportReport } from './importer.ts';

/** The import report as plain text for a terminal or a log file. */
export function formatImportReport(report: ImportReport, source: string): string {
  const lines: string[] = [];
  const mode = report.dryRun ? ' (dry run)' : '';
  lines.push(`Organisation import from ${source}${mode}: ${report.read} read`);
  lines.push(
    `  added: ${report.added}, updated: ${report.updated}, unchanged: ${report.unchanged}, rejected: ${report.rejected.length}`,
  );
  const updated = report.changes.filter((change) => change.action === 'updated');
  if (updated.length > 0) {
    lines.push('Updated:');
    for (const change of updated) {
      lines.push(`  ${change.where}: ${change.importKey} (${change.columns.join(', ')})`);
    }
  }
  if (report.rejected.length > 0) {
    lines.push('Rejected:');
    for (const rejection of report.rejected) {
      lines.push(`  ${rejection.where}: ${rejection.reason}`);
    }
  }
  if (report.applied) {
    lines.push(
      report.rowsWritten === 0
        ? 'Applied: nothing needed writing.'
        : `Applied in one transaction (${report.rowsWritten} rows written).`,
    );
  } else if (report.dryRun) {
    lines.push('Dry run: nothing was written.');
  } else {
    const count = report.rejected.length;
    lines.push(
      `Nothing was applied: ${count} row${count === 1 ? ' was' : 's were'} rejected ` +
        '(fix them, or use --skip-invalid to apply the valid rows only).',
    );
  }
  return lines.join('\n');
}
