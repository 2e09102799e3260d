import { fixedClock } from '../../src/platform/clock';
import type { DbTarget } from './db';
import { useApiWorld, type UserSpec } from './world';

/**
 * The world of the audit API tests, for one describe block: the product on a fixed clock from
 * `start`, with sessions of three years (the clock jumps months ahead between steps while the same
 * sign-ins go on: sessions are not what is tested there), a second company, and in `acme` Anna
 * (admin), Jonas (manager), Bernd (employee) and then the `more` users.
 */
export function useAuditWorld<U extends string>(target: DbTarget, start: string, more: { readonly [K in U]: UserSpec }) {
  const clock = fixedClock(start);
  const users: { readonly [K in U | 'admin' | 'manager' | 'bernd']: UserSpec } = { admin: ['admin', 'Anna'], manager: ['manager', 'Jonas'], bernd: ['non-managing', 'Bernd'], ...more };
  const w = useApiWorld(target, { app: { clock, config: { sessionIdleHours: 24 * 365 * 3, sessionMaxDays: 365 * 3 } }, other: true, users });
  return { clock, w };
}
