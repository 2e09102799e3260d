import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Queryable } from '../../../src/platform/db';
import type { Lang } from '../../../src/platform/i18n';
import { toItem, trailBatches, type TrailFilter, type TrailItem } from './queries';
import { KIND_LABELS, trailDateTime } from './text';

const HEADERS: Record<Lang, readonly string[]> = {
  de: ['Zeitpunkt', 'Ereignis', 'Ausgeführt von', 'Person', 'Schulung', 'Einheit', 'Bundle', 'Beschreibung', 'Ereignistyp', 'Ereignis-ID', 'Zeitpunkt (UTC)'],
  en: ['Time', 'Event', 'Done by', 'Person', 'Training', 'Unit', 'Bundle', 'Description', 'Event type', 'Event id', 'Time (UTC)'],
};

/** The cells of one exported line, in the order of the headers. */
export function exportCells(i: TrailItem, lang: Lang): string[] {
  return [
    trailDateTime(i.at, lang),
    KIND_LABELS[lang][i.type],
    i.actor.id === null ? (lang === 'de' ? 'System' : 'System') : (i.actor.name ?? ''),
    i.names.user ?? '',
    i.names.training ?? '',
    i.names.group ?? '',
    i.names.bundle ?? '',
    i.text,
    i.type,
    i.id,
    i.at,
  ];
}

/**
 * One CSV field: quoted when it holds the separator, a quote or a line break (RFC 4180, quotes
 * doubled); a leading = + - @ or tab is prefixed with an apostrophe so that a spreadsheet shows
 * the text instead of evaluating it as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: readonly string[]) => cells.map(csvField).join(';') + '\r\n';

/** Resolves when a stream drains; rejects when it closes first (the client went away), so the export stops reading. */
function drained(w: Pick<Writable, 'once' | 'off'>): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      w.off('close', gone);
      resolve();
    };
    const gone = () => {
      w.off('drain', done);
      reject(new Error('export stream closed'));
    };
    w.once('drain', done);
    w.once('close', gone);
  });
}

/** Writes and waits while the receiver's buffer is full (so a slow client holds back the database reads). */
async function write(out: Writable, chunk: string): Promise<void> {
  if (out.destroyed) throw new Error('export stream closed');
  if (!out.write(chunk)) await drained(out);
}

/** The CSV export: UTF-8 with BOM, `;` separated, CRLF lines (what German Excel opens directly). */
export async function writeCsv(q: Queryable, companyId: string, f: TrailFilter, lang: Lang, out: Writable): Promise<number> {
  let n = 0;
  await write(out, '\uFEFF' + csvLine(HEADERS[lang]));
  for await (const batch of trailBatches(q, companyId, f)) {
    let chunk = '';
    for (const r of batch) chunk += csvLine(exportCells(toItem(r, lang), lang));
    n += batch.length;
    await write(out, chunk);
  }
  out.end();
  return n;
}

/**
 * exceljs's streaming sheet (a StreamBuf) writes its 64 KB chunks into the zip without waiting
 * for it, so rows pile up in front of the compressor when they come faster than it deflates. The
 * export waits here, between batches, until the zip has taken what is queued (its input streams
 * have more than their high-water mark queued). Without those internals (another exceljs
 * version) it waits for nothing.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet, out: Writable): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  if (!Array.isArray(pipes)) return;
  for (const p of pipes as unknown[]) {
    // archiver's streams come from readable-stream, which has no writableNeedDrain: read the state it keeps
    const w = p as Partial<Writable> & { _writableState?: { length: number; highWaterMark: number } };
    const state = w._writableState;
    const full = state ? state.length > state.highWaterMark : w.writableNeedDrain;
    // the receiver going away ends the wait too (the zip would never drain then)
    if (full && typeof w.once === 'function') {
      const stop = new AbortController();
      try {
        await Promise.race([
          once(w as Writable, 'drain', { signal: stop.signal }),
          once(out, 'close', { signal: stop.signal }).then(() => Promise.reject(new Error('export stream closed'))),
        ]);
      } finally {
        stop.abort();
      }
    }
  }
}

/** The XLSX export, streamed (exceljs WorkbookWriter, no shared strings): rows leave as they are written. */
export async function writeXlsx(q: Queryable, companyId: string, f: TrailFilter, lang: Lang, out: Writable): Promise<number> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  wb.creator = 'Unterweisung Pro';
  const sheet = wb.addWorksheet(lang === 'de' ? 'Protokoll' : 'Audit trail', { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = [18, 26, 24, 24, 30, 22, 20, 80, 28, 38, 26];
  sheet.columns = HEADERS[lang].map((header, i) => ({ header, width: widths[i] ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let n = 0;
  for await (const batch of trailBatches(q, companyId, f)) {
    for (const r of batch) sheet.addRow(exportCells(toItem(r, lang), lang)).commit();
    n += batch.length;
    // let the zip and the receiver catch up before the next batch is read
    if (out.destroyed) throw new Error('export stream closed');
    await zipCaughtUp(sheet, out);
    if (out.writableNeedDrain) await drained(out);
  }
  sheet.commit();
  await wb.commit();
  return n;
}
