import type { ReadStatus } from '../../../../shared/contracts/infolog';
import { readersOf } from '../../read/messages/queries';
import { loadMessage, mayViewReports } from '../../shared/access';
import type { Caller } from '../../shared/caller';
import { NOT_ALLOWED_TO_VIEW_READ_STATUS } from '../../shared/errors';
import type { InfologDeps } from '../../shared/ports';

type Person = { id: string; firstName: string; lastName: string };

const byName = (a: Person, b: Person) => a.lastName.localeCompare(b.lastName, 'de') || a.firstName.localeCompare(b.firstName, 'de');

/** Current members of the message's group who read it and who did not (the edit level and company-wide readers). */
export async function readStatus(d: InfologDeps, c: Caller, messageId: string): Promise<ReadStatus> {
  const { m, g } = await loadMessage(d, c, messageId);
  if (!mayViewReports(c, g)) throw NOT_ALLOWED_TO_VIEW_READ_STATUS();
  const memberIds = (await d.ports.groups.groupMemberIds([g.id])).get(g.id) ?? [];
  const [readers, people] = [await readersOf(d.k.db, m.id), await d.ports.people.getUserSummaries(memberIds)];
  const readBy: (Person & { readAt: string })[] = [];
  const unreadBy: Person[] = [];
  for (const id of memberIds) {
    const u = people.get(id);
    const person = { id, firstName: u?.firstName ?? '', lastName: u?.lastName ?? '' };
    const readAt = readers.get(id);
    if (readAt) readBy.push({ ...person, readAt });
    else unreadBy.push(person);
  }
  readBy.sort((a, b) => a.readAt.localeCompare(b.readAt) || byName(a, b));
  unreadBy.sort(byName);
  return { readBy, unreadBy };
}
