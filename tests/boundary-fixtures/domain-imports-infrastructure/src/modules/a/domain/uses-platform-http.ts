// VIOLATION domain-is-pure: src/platform/http (type-only imports count too).
import type { RequestContext } from '../../../platform/http/context';

export type Ctx = RequestContext;
