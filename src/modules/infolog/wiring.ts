import type { Kernel } from '../../platform/kernel';
import type { IdentityModule } from '../identity';
import type { MediaModule } from '../media';
import type { OrganizationModule } from '../organization';
import type { InfologPorts } from './shared/ports';

/** The modules the infolog takes its ports from (the product's modules, by name). */
export interface InfologProviders {
  readonly media: Pick<MediaModule, 'facade'>;
  readonly organization: Pick<OrganizationModule, 'facade'>;
  readonly identity: Pick<IdentityModule, 'facade'>;
}

/** The infolog's ports (shared/ports.ts), each method on the facade of the module that answers it. */
export function infologPorts(k: Kernel, p: InfologProviders): InfologPorts {
  const media = p.media.facade(k);
  const groups = p.organization.facade(k);
  const people = p.identity.facade(k);
  return {
    media: { findVideo: (companyId, url) => media.findVideo(companyId, url), sign: (url) => media.signUrl(url) },
    groups: {
      get: (companyId, groupId) => groups.group(companyId, groupId),
      memberIds: (groupIds) => groups.groupMemberIds(groupIds),
      isMember: (groupId, userId) => groups.isGroupMember(groupId, userId),
      ofUser: (companyId, userId, opts) => groups.groupsOfUser(companyId, userId, opts),
    },
    people: { summaries: (userIds) => people.getUserSummaries(userIds) },
  };
}
