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
}

export interface AppState {
  lang: Lang;
  principal: Principal | null;
  token: string | null;
  requestId: string;
}

export type AppContext = ParameterizedContext<AppState>;
export type AppRouter = Router<AppState>;
export type Authenticate = (token: string) => Promise<Principal | null>;
