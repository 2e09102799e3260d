export { createHttpApp } from './app';
export type { HttpAppOptions } from './app';
export * from './errors';
export * from './context';
export { decode, msg, requiredText, DocumentLang, Email, Trimmed } from './validation';
export { RateLimiter } from './rate-limit';
export { healthRoutes } from './health';
export { JsonBody, jsonAnswers, COMPRESS_FROM_BYTES } from './json-body';
