/** Files of the user import made in the browser: the template and the result (CSV, UTF-8 with BOM, semicolons: Excel opens them as they are). */
import type { UserImportRow } from '../../../../shared/contracts/identity';
import { saveBlob } from '../../../lib/download';

const cell = (v: string | number) => {
  const s = String(v);
  return /[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const toCsv = (rows: readonly (readonly (string | number)[])[]) => `\uFEFF${rows.map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;

/** The template: the German headers, one example row, and one of an employee without e-mail (issue 33). */
export function templateCsv(): string {
  return toCsv([
    ['E-Mail', 'Vorname', 'Nachname', 'Personalnummer', 'Rolle', 'Einheiten', 'Sprache'],
    ['erika.muster@firma.de', 'Erika', 'Muster', '', 'Mitarbeiter', 'Lager; Versand', 'de'],
    ['', 'Ali', 'Yilmaz', 'L-1001', 'Mitarbeiter', 'Lager', 'de'],
  ]);
}

/** The result: row, e-mail (or the personnel number of a row without), outcome, reason (headers and outcomes in the UI language). */
export function resultCsv(rows: readonly UserImportRow[], headers: readonly [string, string, string, string], outcome: (o: UserImportRow['outcome']) => string): string {
  return toCsv([headers, ...rows.map((r) => [r.row, r.email || r.personnelNumber || '', outcome(r.outcome), r.reason ?? ''])]);
}

/** Saves a text as a file through a temporary link. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName);
}
