import type { PrivacyDeps } from './deps';

/** "First Last" of some people by id (ids unknown to identity are left out). */
export async function namesOf(d: PrivacyDeps, ids: readonly string[]): Promise<Map<string, string>> {
  const people = await d.ports.people.summaries([...new Set(ids)]);
  return new Map([...people.values()].map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
}
