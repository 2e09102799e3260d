import type { Principal } from '../../../../platform/http';
import type { BadgeAnswer } from '../../../../shared/contracts/identity';
import type { IdentityDeps } from '../../shared/deps';
import { badgeHash, generateBadgeToken } from '../../shared/badges';
import { manageUser, userAdminCaller } from '../../shared/user-admin';

/**
 * POST /api/users/{id}/badge: a new badge token for a person with a personnel number, replacing
 * the earlier one at once (a lost badge is dealt with this way). Who may is who may edit the
 * person. Only its SHA-256 is stored; the answer (and a printed badge) is the one place the token
 * is ever shown. Written where sign-in reads it before answering (never a 202 that loses it).
 */
export async function issueBadge(d: IdentityDeps, principal: Principal | null, userId: string): Promise<BadgeAnswer> {
  const c = userAdminCaller(principal);
  const badge = generateBadgeToken();
  const outcome = await manageUser(d, c, userId, (actor, now) => ({ type: 'IssueBadge', actor, badgeHash: badgeHash(badge), now }), { answerWhileBehind: true });
  const issued = outcome.events.find((e) => e.type === 'identity.BadgeIssued');
  if (issued?.type !== 'identity.BadgeIssued') throw new Error('IssueBadge stored no BadgeIssued');
  return { badge, issuedAt: issued.data.issuedAt };
}
