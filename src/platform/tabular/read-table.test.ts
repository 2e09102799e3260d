import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { cellText, detectDelimiter, readTable, TableError } from './read-table';

async function* chunks(data: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}
const read = (text: string | Buffer, size = 5, maxRows = 100) => readTable(chunks(typeof text === 'string' ? Buffer.from(text, 'utf8') : text, size), { maxRows });

describe('readTable', () => {
  it('reads comma, semicolon (Excel) and tab CSV with or without BOM, quoted cells, in any chunking', async () => {
    for (const [text, sep] of [
      ['E-Mail,Vorname\r\na@b.de,"Müller, Hans"\r\n', ','],
      ['\uFEFFE-Mail;Vorname\r\na@b.de;"Müller, Hans"\r\n', ';'],
      ['E-Mail\tVorname\na@b.de\tMüller, Hans\n', '\t'],
    ] as const) {
      for (const size of [1, 3, 1000]) {
        const t = await read(text, size);
        expect(t.format, sep).toBe('csv');
        expect(t.header).toEqual(['E-Mail', 'Vorname']);
        expect(t.rows).toEqual([{ row: 2, cells: ['a@b.de', 'Müller, Hans'] }]);
      }
    }
  });

  it('skips empty lines and counts rows as the file does', async () => {
    const t = await read('a,b\n\n1,2\n,\n3,4\n');
    expect(t.rows.map((r) => r.row)).toEqual([3, 5]);
  });

  it('detects the delimiter outside quotes', () => {
    expect(detectDelimiter('"a;b",c,d')).toBe(',');
    expect(detectDelimiter('a;b;c')).toBe(';');
    expect(detectDelimiter('single')).toBe(',');
  });

  it('refuses too many rows, an empty file and binary content', async () => {
    await expect(read('a\n1\n2\n3\n', 2, 2)).rejects.toMatchObject({ reason: 'too_many_rows' });
    await expect(read('')).rejects.toBeInstanceOf(TableError);
    await expect(read('\n\n')).rejects.toMatchObject({ reason: 'empty' });
    await expect(read(Buffer.from([1, 0, 2, 0]))).rejects.toMatchObject({ reason: 'unreadable' });
    await expect(read(Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(100)]))).rejects.toMatchObject({ reason: 'unreadable' });
  });

  it('reads the first worksheet of an XLSX, streamed', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Benutzer');
    ws.addRow(['E-Mail', 'Vorname', 'Zahl']);
    ws.addRow([{ text: 'x@y.de', hyperlink: 'mailto:x@y.de' }, { richText: [{ text: 'Jo' }, { text: 'hanna' }] }, 42]);
    ws.addRow([]);
    ws.addRow(['z@y.de', ' Zoe ', null]);
    wb.addWorksheet('Anderes').addRow(['nicht', 'gelesen']);
    const t = await read(Buffer.from(await wb.xlsx.writeBuffer()), 100);
    expect(t.format).toBe('xlsx');
    expect(t.header).toEqual(['E-Mail', 'Vorname', 'Zahl']);
    expect(t.rows).toEqual([
      { row: 2, cells: ['x@y.de', 'Johanna', '42'] },
      { row: 4, cells: ['z@y.de', 'Zoe'] },
    ]);
  });

  it('cell values as text', () => {
    expect(cellText({ result: 7, formula: 'A1' })).toBe('7');
    expect(cellText({ hyperlink: 'mailto:a@b.de' })).toBe('a@b.de');
    expect(cellText(new Date('2026-01-02T00:00:00Z'))).toBe('2026-01-02');
  });
});
