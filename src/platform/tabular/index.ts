export { readTable, sniffTableFormat, detectDelimiter, cellText, TableError } from './read-table';
export type { Table, TableRow, TableFormat, TableErrorReason, ReadTableOptions } from './read-table';
