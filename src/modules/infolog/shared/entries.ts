import type { ChangelogEntry, ChangelogPage } from '../../../shared/contracts/infolog';
import { pageFigures } from '../read/members/queries';
import type { MessageRow } from '../read/messages/queries';
import type { Caller } from './caller';
import type { InfologDeps } from './ports';

/** One page of entries with its totals. */
export function pageOf(rows: readonly ChangelogEntry[], total: number, page: number, limit: number): ChangelogPage {
  return { changelogs: rows, totalCount: total, totalPages: Math.max(1, Math.ceil(total / limit)), page };
}

/** Entries of one page: read counts among current members with the member figures, and authors, in one query each. */
export async function entriesOf(d: InfologDeps, c: Caller, rows: readonly MessageRow[], groupNames: ReadonlyMap<string, string>): Promise<ChangelogEntry[]> {
  if (rows.length === 0) return [];
  const { reads, members } = await pageFigures(d.k.db, rows, c.actor.userId);
  const authors = await d.ports.people.getUserSummaries(rows.map((r) => r.createdBy));
  const unknown = c.lang === 'de' ? 'Unbekannt' : 'Unknown';
  return rows.map((r) => {
    const author = authors.get(r.createdBy);
    const group = members.get(r.groupId);
    return {
      id: r.id,
      title: r.title,
      message: r.message,
      videoUrl: r.videoPath ? d.ports.media.signUrl(r.videoPath) : null,
      posterUrl: r.posterPath ? d.ports.media.signUrl(r.posterPath) : null,
      videoDuration: r.videoDuration,
      readAt: r.readAt,
      createdAt: r.createdAt,
      createdBy: r.createdBy,
      createdByName: author ? `${author.firstName} ${author.lastName}`.trim() || unknown : unknown,
      groupId: r.groupId,
      groupName: groupNames.get(r.groupId) ?? '',
      readCount: reads.get(r.id) ?? 0,
      totalMembers: group?.total ?? 0,
      canMarkRead: group?.isMember ?? false,
    };
  });
}
