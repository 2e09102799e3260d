import type { ChangelogEntry, ChangelogPage } from '../../../shared/contracts/infolog';
import { readCounts, type MessageRow } from '../read/queries';
import type { Caller } from './caller';
import type { InfologDeps } from './ports';

/** One page of entries with its totals. */
export function pageOf(rows: readonly ChangelogEntry[], total: number, page: number, limit: number): ChangelogPage {
  return { changelogs: rows, totalCount: total, totalPages: Math.max(1, Math.ceil(total / limit)), page };
}

/** Entries of one page: current members, read counts and authors in one query each. */
export async function entriesOf(d: InfologDeps, c: Caller, rows: readonly MessageRow[], groupNames: ReadonlyMap<string, string>): Promise<ChangelogEntry[]> {
  if (rows.length === 0) return [];
  const members = await d.ports.groups.memberIds(rows.map((r) => r.groupId));
  const counts = await readCounts(d.k.db, rows, members);
  const authors = await d.ports.people.summaries(rows.map((r) => r.createdBy));
  const unknown = c.lang === 'de' ? 'Unbekannt' : 'Unknown';
  return rows.map((r) => {
    const author = authors.get(r.createdBy);
    const groupMembers = members.get(r.groupId) ?? [];
    return {
      id: r.id,
      title: r.title,
      message: r.message,
      videoUrl: r.videoPath ? d.ports.media.sign(r.videoPath) : null,
      posterUrl: r.posterPath ? d.ports.media.sign(r.posterPath) : null,
      videoDuration: r.videoDuration,
      readAt: r.readAt,
      createdAt: r.createdAt,
      createdBy: r.createdBy,
      createdByName: author ? `${author.firstName} ${author.lastName}`.trim() || unknown : unknown,
      groupId: r.groupId,
      groupName: groupNames.get(r.groupId) ?? '',
      readCount: counts.get(r.id) ?? 0,
      totalMembers: groupMembers.length,
      canMarkRead: groupMembers.includes(c.actor.userId),
    };
  });
}
