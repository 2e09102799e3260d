import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/**
 * Reads a table (CSV or XLSX) from a byte stream, row by row, without holding the file: CSV through
 * csv-parse (UTF-8 with or without BOM; the delimiter `,` `;` or tab is detected from the header
 * line, so Excel's semicolon CSV works), XLSX through exceljs' streaming WorkbookReader (first
 * worksheet only). Cells come out as trimmed strings; empty rows are skipped.
 */

export type TableFormat = 'csv' | 'xlsx';

export type TableErrorReason =
  /** More data rows than allowed. */
  | 'too_many_rows'
  /** Not a CSV or XLSX file we can read (binary that is no XLSX, broken quoting, broken zip). */
  | 'unreadable'
  /** No header row. */
  | 'empty';

export class TableError extends Error {
  readonly _tag = 'TableError';
  constructor(
    readonly reason: TableErrorReason,
    detail: string = reason,
  ) {
    super(detail);
  }
}

export interface TableRow {
  /** Line (CSV record) or row number (XLSX) as a spreadsheet shows it; the header is row 1. */
  readonly row: number;
  readonly cells: readonly string[];
}

export interface ReadTableOptions {
  /** Data rows (without the header) allowed; one more is a TableError('too_many_rows'). */
  readonly maxRows: number;
}

/** The header row and the data rows of a table. */
export interface Table {
  readonly format: TableFormat;
  readonly header: readonly string[];
  readonly rows: readonly TableRow[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PEEK_BYTES = 64 * 1024;

/** The format from the first bytes: a zip container is XLSX, anything else is read as CSV text. */
export function sniffTableFormat(head: Buffer): TableFormat {
  return head.subarray(0, 4).equals(ZIP_MAGIC) ? 'xlsx' : 'csv';
}

/** The delimiter of a CSV header line: the most frequent of `;` `,` tab outside quotes (`,` when none). */
export function detectDelimiter(headerLine: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch]++;
  }
  const best = (Object.entries(counts) as [',' | ';' | '\t', number][]).sort((a, b) => b[1] - a[1])[0]!;
  return best[1] > 0 ? best[0] : ',';
}

/** A cell value of exceljs (text, number, date, rich text, hyperlink, formula result) as trimmed text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { text?: unknown; richText?: unknown; result?: unknown; hyperlink?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((p: { text?: unknown }) => (typeof p.text === 'string' ? p.text : '')).join('').trim();
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
    if (typeof v.hyperlink === 'string') return v.hyperlink.replace(/^mailto:/i, '').trim();
  }
  return '';
}

const blank = (cells: readonly string[]) => cells.every((c) => c === '');

/** Splits the first bytes off a stream without losing them: the head and a stream of everything. */
async function peek(source: AsyncIterable<Buffer>, bytes: number): Promise<{ head: Buffer; all: Readable }> {
  const it = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < bytes) {
    const n = await it.next();
    if (n.done) {
      done = true;
      break;
    }
    chunks.push(n.value);
    size += n.value.length;
    // enough to see the first line of a CSV
    if (n.value.includes(0x0a)) break;
  }
  const head = Buffer.concat(chunks);
  async function* rest(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    if (done) return;
    for (let n = await it.next(); !n.done; n = await it.next()) yield n.value;
  }
  return { head, all: Readable.from(rest(), { objectMode: false }) };
}

function firstLine(head: Buffer): string {
  let text = head.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const end = text.search(/\r?\n/);
  return end === -1 ? text : text.slice(0, end);
}

/** Errors of the source (a size limit, a broken upload) pass through unchanged, not as 'unreadable'. */
function sourceErrors(input: Readable, onError: (err: unknown) => void): { readonly error: unknown } {
  const seen: { error: unknown } = { error: undefined };
  input.on('error', (err) => {
    seen.error ??= err;
    onError(err);
  });
  return seen;
}

async function readCsv(input: Readable, delimiter: string, o: ReadTableOptions): Promise<Omit<Table, 'format'>> {
  const parser = parse({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, info: true, max_record_size: 64 * 1024 });
  const source = sourceErrors(input, (err) => parser.destroy(err instanceof Error ? err : new Error(String(err))));
  input.pipe(parser);
  let header: string[] | null = null;
  const rows: TableRow[] = [];
  try {
    for await (const rec of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const cells = rec.record.map((c) => c.trim());
      if (blank(cells)) continue;
      if (!header) {
        header = cells;
        continue;
      }
      if (rows.length >= o.maxRows) throw new TableError('too_many_rows');
      rows.push({ row: rec.info.lines, cells });
    }
  } catch (err) {
    input.destroy();
    if (source.error !== undefined) throw source.error;
    if (err instanceof TableError) throw err;
    throw new TableError('unreadable', err instanceof Error ? err.message : String(err));
  }
  if (!header) throw new TableError('empty');
  return { header, rows };
}

async function readXlsx(input: Readable, o: ReadTableOptions): Promise<Omit<Table, 'format'>> {
  const source = sourceErrors(input, () => undefined);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' });
  let header: string[] | null = null;
  const rows: TableRow[] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // row.values is 1-based: index 0 is empty
        const values = Array.isArray(row.values) ? (row.values as unknown[]).slice(1) : [];
        const cells = Array.from(values, (v) => cellText(v));
        if (blank(cells)) continue;
        if (!header) {
          header = cells;
          continue;
        }
        if (rows.length >= o.maxRows) throw new TableError('too_many_rows');
        rows.push({ row: row.number, cells });
      }
      // the first worksheet only; the rest of the file is still read by the zip stream
      break;
    }
  } catch (err) {
    input.destroy();
    if (source.error !== undefined) throw source.error;
    if (err instanceof TableError) throw err;
    throw new TableError('unreadable', err instanceof Error ? err.message : String(err));
  }
  if (source.error !== undefined) throw source.error;
  if (!header) throw new TableError('empty');
  return { header, rows };
}

/** Reads a whole table from a stream of bytes (parsing as the bytes arrive). */
export async function readTable(source: AsyncIterable<Buffer>, o: ReadTableOptions): Promise<Table> {
  const { head, all } = await peek(source, PEEK_BYTES);
  if (head.length === 0) throw new TableError('empty');
  const format = sniffTableFormat(head);
  if (format === 'xlsx') return { format, ...(await readXlsx(all, o)) };
  if (head.includes(0x00)) throw new TableError('unreadable', 'binary content');
  return { format, ...(await readCsv(all, detectDelimiter(firstLine(head)), o)) };
}
