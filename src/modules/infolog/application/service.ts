import { handleCommand, newId } from '../../../platform/eventstore';
import { companyPrincipal, type Principal } from '../../../platform/http';
import type { Lang } from '../../../platform/i18n';
import { commandMetadata, type Kernel } from '../../../platform/kernel';
import type { Role } from '../../../shared/policy';
import { getUserSummaries } from '../../identity';
import { getGroup, groupMemberIds, groupsOfUser, isGroupMember, type GroupRow } from '../../organization';
import { infologEvents, streams, streamTypes } from '../domain/events';
import { mayPost, messageDecider, type Actor, type GroupFacts, type VideoFacts } from '../domain/message';
import { receiptDecider } from '../domain/receipt';
import { getMessage, listMessages, messageCounts, readCounts, readersOf, type MessageRow } from '../read/queries';
import { GROUP_NOT_FOUND, MESSAGE_NOT_FOUND, NOT_ALLOWED_TO_READ_GROUP, NOT_ALLOWED_TO_VIEW_READ_STATUS, toHttpError } from './errors';

/** What the infolog needs from the media module (wired in src/app.ts). */
export interface InfologPorts {
  readonly media: {
    /** A video stored for this company, by its (signed or unsigned) URL; undefined otherwise. */
    findVideo(companyId: string, url: string): Promise<VideoFacts | undefined>;
    /** A URL the browser can load (signed, valid for hours). */
    sign(url: string): string;
  };
}

export interface Caller {
  readonly actor: Actor;
  readonly companyId: string;
  readonly principal: Principal;
  readonly lang: Lang;
}

/** One infolog entry as the API answers it (docs/api/infolog.md). */
export interface ChangelogEntry {
  id: string;
  title: string;
  message: string;
  videoUrl: string | null;
  posterUrl: string | null;
  videoDuration: number | null;
  readAt: string | null;
  createdAt: string;
  createdBy: string;
  createdByName: string;
  groupId: string;
  groupName: string;
  readCount: number;
  totalMembers: number;
  canMarkRead: boolean;
}

export interface ChangelogPage {
  changelogs: ChangelogEntry[];
  totalCount: number;
  totalPages: number;
  page: number;
}

export interface ReadStatus {
  readBy: { id: string; firstName: string; lastName: string; readAt: string }[];
  unreadBy: { id: string; firstName: string; lastName: string }[];
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
const READ_MODELS = ['infolog.messages'];

const facts = (g: GroupRow): GroupFacts => ({ id: g.id, companyId: g.companyId, ownerId: g.ownerId, coOwners: g.coOwners });
const byName = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }) =>
  a.lastName.localeCompare(b.lastName, 'de') || a.firstName.localeCompare(b.firstName, 'de');

export class InfologService {
  constructor(
    private readonly k: Kernel,
    private readonly ports: InfologPorts,
  ) {}

  caller(principal: Principal | null, lang: Lang): Caller {
    const p = companyPrincipal(principal);
    return { actor: { userId: p.userId, role: p.role as Role }, companyId: p.tenantId, principal: p, lang };
  }

  private page(rows: ChangelogEntry[], total: number, page: number, limit: number): ChangelogPage {
    return { changelogs: rows, totalCount: total, totalPages: Math.max(1, Math.ceil(total / limit)), page };
  }

  /** Entries of one page: current members, read counts and authors in one query each. */
  private async entries(c: Caller, rows: readonly MessageRow[], groupNames: ReadonlyMap<string, string>): Promise<ChangelogEntry[]> {
    if (rows.length === 0) return [];
    const members = await groupMemberIds(this.k.db, rows.map((r) => r.groupId));
    const counts = await readCounts(this.k.db, rows, members);
    const authors = await getUserSummaries(this.k.db, rows.map((r) => r.createdBy));
    const unknown = c.lang === 'de' ? 'Unbekannt' : 'Unknown';
    return rows.map((r) => {
      const author = authors.get(r.createdBy);
      const groupMembers = members.get(r.groupId) ?? [];
      return {
        id: r.id,
        title: r.title,
        message: r.message,
        videoUrl: r.videoPath ? this.ports.media.sign(r.videoPath) : null,
        posterUrl: r.posterPath ? this.ports.media.sign(r.posterPath) : null,
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

  private async group(c: Caller, groupId: string): Promise<GroupRow> {
    const g = await getGroup(this.k.db, c.companyId, groupId);
    if (!g) throw GROUP_NOT_FOUND();
    return g;
  }

  /** GET /api/user-groups/{id}/changelog: the group's infolog for members and the edit level. */
  async groupChangelog(c: Caller, groupId: string, q: { page: number; limit: number }): Promise<ChangelogPage & { canPost: boolean; canViewReadStatus: boolean }> {
    const g = await this.group(c, groupId);
    const canEdit = mayPost(c.actor, facts(g));
    if (!canEdit && !(await isGroupMember(this.k.db, g.id, c.actor.userId))) throw NOT_ALLOWED_TO_READ_GROUP();
    const { rows, total } = await listMessages(this.k.db, {
      companyId: c.companyId,
      userId: c.actor.userId,
      groupIds: [g.id],
      search: '',
      unread: false,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const entries = await this.entries(c, rows, new Map([[g.id, g.name]]));
    return { ...this.page(entries, total, q.page, q.limit), canPost: canEdit, canViewReadStatus: canEdit };
  }

  /** POST /api/user-groups/{id}/changelog: MessagePosted; the e-mails follow through the outbox. */
  async post(c: Caller, groupId: string, input: { title: string; message: string; videoUrl: string | null }): Promise<{ entry: ChangelogEntry; emailsQueued: number }> {
    const g = await getGroup(this.k.db, c.companyId, groupId);
    const videoUrl = input.videoUrl?.trim() ?? '';
    const video = videoUrl ? await this.ports.media.findVideo(c.companyId, videoUrl) : undefined;
    let recipientIds: string[] = [];
    if (g) {
      const memberIds = (await groupMemberIds(this.k.db, [g.id])).get(g.id) ?? [];
      const people = await getUserSummaries(this.k.db, memberIds);
      recipientIds = memberIds.filter((id) => {
        const u = people.get(id);
        return u !== undefined && u.isActive && u.companyId === c.companyId;
      });
    }
    const messageId = newId();
    const result = await handleCommand({
      store: this.k.store,
      codec: infologEvents,
      decider: messageDecider,
      tenantId: c.companyId,
      streamId: streams.message(messageId),
      streamType: streamTypes.message,
      command: {
        type: 'PostMessage',
        actor: c.actor,
        messageId,
        companyId: c.companyId,
        group: g ? facts(g) : null,
        title: input.title,
        message: input.message,
        videoRequested: videoUrl !== '',
        video: video ?? null,
        recipientIds,
        mailLang: c.lang,
        now: this.k.clock.now(),
      },
      metadata: commandMetadata(c.companyId, c.principal),
    });
    if (!result.ok) throw toHttpError(result.error);
    await this.k.projections.waitFor(result.position, [...READ_MODELS, 'infolog.mailOutbox']);
    const posted = result.events.find((e) => e.type === 'infolog.MessagePosted');
    const row = await getMessage(this.k.db, c.companyId, messageId, c.actor.userId);
    if (!row || !g || posted?.type !== 'infolog.MessagePosted') throw new Error(`message ${messageId} not visible after posting`);
    const [entry] = await this.entries(c, [row], new Map([[g.id, g.name]]));
    return { entry: entry!, emailsQueued: posted.data.recipientIds.length };
  }

  /** POST /api/changelog/{id}/read: idempotent; only current members of the message's group. */
  async markRead(c: Caller, messageId: string): Promise<{ readAt: string }> {
    const m = await getMessage(this.k.db, c.companyId, messageId, c.actor.userId);
    const g = m ? await getGroup(this.k.db, c.companyId, m.groupId) : undefined;
    const isMember = g ? await isGroupMember(this.k.db, g.id, c.actor.userId) : false;
    const result = await handleCommand({
      store: this.k.store,
      codec: infologEvents,
      decider: receiptDecider,
      tenantId: c.companyId,
      streamId: streams.receipt(messageId, c.actor.userId),
      streamType: streamTypes.receipt,
      command: { type: 'MarkRead', userId: c.actor.userId, message: m && g ? { id: m.id, groupId: g.id } : null, isMember, now: this.k.clock.now() },
      metadata: commandMetadata(c.companyId, c.principal),
      // concurrent double clicks conflict on this short stream; the loser decides again and appends nothing
      maxRetries: 5,
    });
    if (!result.ok) throw toHttpError(result.error);
    await this.k.projections.waitFor(result.position, READ_MODELS);
    if (result.state.status !== 'read') throw new Error(`receipt of ${messageId} not recorded`);
    return { readAt: result.state.readAt };
  }

  /**
   * GET /api/changelog/{id}: one entry (the dashboard's ?highlight=) for members of its group and the
   * edit level; everyone else gets 404, as for an unknown id.
   */
  async entry(c: Caller, messageId: string): Promise<ChangelogEntry> {
    const m = await getMessage(this.k.db, c.companyId, messageId, c.actor.userId);
    const g = m ? await getGroup(this.k.db, c.companyId, m.groupId) : undefined;
    if (!m || !g) throw MESSAGE_NOT_FOUND();
    if (!mayPost(c.actor, facts(g)) && !(await isGroupMember(this.k.db, g.id, c.actor.userId))) throw MESSAGE_NOT_FOUND();
    return (await this.entries(c, [m], new Map([[g.id, g.name]])))[0]!;
  }

  /** GET /api/changelog/{id}/read-status: current members who read it and who did not. */
  async readStatus(c: Caller, messageId: string): Promise<ReadStatus> {
    const m = await getMessage(this.k.db, c.companyId, messageId, c.actor.userId);
    const g = m ? await getGroup(this.k.db, c.companyId, m.groupId) : undefined;
    if (!m || !g) throw MESSAGE_NOT_FOUND();
    if (!mayPost(c.actor, facts(g))) throw NOT_ALLOWED_TO_VIEW_READ_STATUS();
    const memberIds = (await groupMemberIds(this.k.db, [g.id])).get(g.id) ?? [];
    const [readers, people] = [await readersOf(this.k.db, m.id), await getUserSummaries(this.k.db, memberIds)];
    const status: ReadStatus = { readBy: [], unreadBy: [] };
    for (const id of memberIds) {
      const u = people.get(id);
      const person = { id, firstName: u?.firstName ?? '', lastName: u?.lastName ?? '' };
      const readAt = readers.get(id);
      if (readAt) status.readBy.push({ ...person, readAt });
      else status.unreadBy.push(person);
    }
    status.readBy.sort((a, b) => a.readAt.localeCompare(b.readAt) || byName(a, b));
    status.unreadBy.sort(byName);
    return status;
  }

  /** GET /api/user/changelog-groups: groups the caller belongs to, owns or co-owns, with message counts. */
  async changelogGroups(c: Caller): Promise<{ id: string; name: string; changelogCount: number }[]> {
    const groups = await groupsOfUser(this.k.db, c.companyId, c.actor.userId, { includeOwned: true });
    const counts = await messageCounts(this.k.db, c.companyId, groups.map((g) => g.id));
    return groups.map((g) => ({ id: g.id, name: g.name, changelogCount: counts.get(g.id) ?? 0 }));
  }

  /**
   * GET /api/user/all-changelog: the dashboard list and the bell. `unread` covers only groups the
   * caller is a member of (owners who are not members cannot mark read).
   */
  async allChangelog(c: Caller, q: { page: number; limit: number; search: string; groupId: string | undefined; unread: boolean }): Promise<ChangelogPage> {
    let groups = await groupsOfUser(this.k.db, c.companyId, c.actor.userId, { includeOwned: !q.unread });
    if (q.groupId !== undefined) groups = groups.filter((g) => g.id === q.groupId);
    const { rows, total } = await listMessages(this.k.db, {
      companyId: c.companyId,
      userId: c.actor.userId,
      groupIds: groups.map((g) => g.id),
      search: q.search,
      unread: q.unread,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const entries = await this.entries(c, rows, new Map(groups.map((g) => [g.id, g.name])));
    return this.page(entries, total, q.page, q.limit);
  }
}
