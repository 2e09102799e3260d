import type { ParameterizedContext } from 'koa';
import type Router from '@koa/router';
import type { Lang } from '../i18n';

/** Who is calling: resolved from the bearer token by the identity module. */
export interface Principal {
  readonly userId: string;
  /** The company of the user; the platform operator has none. */
  readonly tenantId: string | null;
  readonly role: string;
  readonly sessionId: string;
  /** Signed in with a password someone else chose: every route but the allowed few answers 403 until it is changed. */
  readonly mustChangePassword?: boolean;
  /** Signed in with a start code: every route but the allowed few answers 403 until a PIN is set. */
  readonly mustSetPin?: boolean;
}

export interface AppState {
  lang: Lang;
  principal: Principal | null;
  token: string | null;
  requestId: string;
}

export type AppContext = ParameterizedContext<AppState>;
export type AppRouter = Router<AppState>;
/** The caller of a bearer token: a principal, 'expired' for a session that timed out (401 `session_expired`), or null. */
export type AuthOutcome = Principal | 'expired' | null;
export type Authenticate = (token: string) => Promise<AuthOutcome>;
