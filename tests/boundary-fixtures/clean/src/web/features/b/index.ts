// Public surface of web feature b.
export { Widget } from './widget';
