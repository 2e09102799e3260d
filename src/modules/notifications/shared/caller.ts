import { sessionCallerWithLang } from '../../../platform/http';
import type { CallerWithLang } from '../../../shared/contracts/ids';

/** The signed-in company user calling a notifications route, and the language they are answered in. */
export type Caller = CallerWithLang;

/** The caller of a request (401/403 for anonymous callers and the platform operator). */
export const callerOf = sessionCallerWithLang;
