export { PdfRenderer } from './renderer';
export type { PdfOptions } from './renderer';
