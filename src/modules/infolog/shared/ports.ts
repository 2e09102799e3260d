import type { Kernel } from '../../../platform/kernel';
import type { VideoFacts } from '../domain/message';
import type { CompanyId, GroupId, UserId } from '../../../shared/contracts/ids';
import type { UiLanguage } from '../../../shared/languages';

/** A group as the infolog needs it (organization module). */
export interface InfologGroup {
  readonly id: GroupId;
  readonly companyId: CompanyId;
  readonly name: string;
  readonly ownerId: string;
  readonly coOwners: readonly string[];
}

/** A person as the infolog needs them (identity module); deleted users stay resolvable, inactive. */
export interface InfologPerson {
  readonly id: string;
  readonly companyId: string | null;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly isActive: boolean;
  /** The person's language: their infolog mails are in it (issue 13, item 7). */
  readonly language: UiLanguage;
}

/** What the infolog needs from other modules, by the names their facades give the methods (../wiring.ts hands the facades over). */
export interface InfologPorts {
  readonly media: {
    /** A video stored for this company, by its (signed or unsigned) URL; undefined otherwise. */
    findVideo(companyId: CompanyId, url: string): Promise<VideoFacts | undefined>;
    /** A URL the browser can load (signed, valid for hours). */
    signUrl(url: string): string;
  };
  readonly groups: {
    /** A group of the company that is not deleted. */
    group(companyId: CompanyId, groupId: GroupId): Promise<InfologGroup | undefined>;
    /** Current member ids per group. */
    groupMemberIds(groupIds: readonly GroupId[]): Promise<Map<string, string[]>>;
    isGroupMember(groupId: GroupId, userId: UserId): Promise<boolean>;
    /** Groups the user is a member of, plus (includeOwned) those they own or co-own. */
    groupsOfUser(companyId: CompanyId, userId: UserId, opts: { includeOwned: boolean }): Promise<readonly { readonly id: string; readonly name: string }[]>;
  };
  readonly people: {
    getUserSummaries(userIds: readonly string[]): Promise<Map<string, InfologPerson>>;
  };
}

/** What every infolog slice works with. */
export interface InfologDeps {
  readonly k: Kernel;
  readonly ports: InfologPorts;
}
