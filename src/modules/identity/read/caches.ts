import type { Kernel } from '../../../platform/kernel';
import { ReadCache } from '../../../platform/projections';
import type { JsonBody } from '../../../platform/http';
import type { UserView } from '../../../shared/contracts/identity';
import type { UserSummary } from './users/summaries';
import type { SessionRecord } from './sessions/queries';

/**
 * What identity reads on every request, kept in this process until the read models it comes from
 * change (`ReadCache`): sign-out, deactivation, deletion, a password or role change move
 * `identity.sessions`/`identity.users` before the command answers, so the very next request of
 * this process reads the session again. Another process of the product learns of such a change
 * on the NOTIFY that follows the append (within `pollIntervalMs`, 1 s, if one is lost), and no
 * entry is older than 5 s in any case.
 */
export interface IdentityCaches {
  /** By token hash (the token itself is not kept). */
  /** Expiry (idle, absolute, access end) is computed from the record's dates and the clock on every use. */
  readonly sessions: ReadCache<SessionRecord | undefined>;
  /** By user id: GET /api/auth/me and the facade. */
  readonly userViews: ReadCache<UserView | undefined>;
  /** By user id: names for other modules' views. */
  readonly summaries: ReadCache<UserSummary>;
  /** By caller and filter: users pages as the caller sees them (with their permissions), as sent. */
  readonly usersPages: ReadCache<JsonBody>;
}

export function identityCaches(k: Kernel): IdentityCaches {
  const runner = k.projections;
  return {
    sessions: new ReadCache(runner, ['identity.sessions', 'identity.users']),
    userViews: new ReadCache(runner, ['identity.users', 'identity.companies']),
    summaries: new ReadCache(runner, ['identity.users']),
    usersPages: new ReadCache(runner, ['identity.users'], { maxEntries: 1000 }),
  };
}
