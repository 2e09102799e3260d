import type { Principal } from '../../src/platform/http';
import type { CatalogFacade } from '../../src/modules/catalog';
import type { IdentityFacade } from '../../src/modules/identity';
import type { ReadCache, ValidWindow } from '../../src/platform/projections';
import type { JsonBody } from '../../src/platform/http';
import type { TimedProgress } from './progress';
import type { CompanyId, GroupId } from '../../src/shared/contracts/ids';

/** A group as the report shows it. */
export interface ProgressGroup {
  readonly id: GroupId;
  readonly companyId: CompanyId;
  readonly name: string;
  readonly description: string;
}

/** What the group progress report asks of the organization module (wired in index.ts). */
export interface GroupProgressOrganization {
  /** The group if the signed-in user may see its progress (edit level); throws organization's 401/403/404 otherwise. */
  groupForProgress(principal: Principal | null, groupId: GroupId): Promise<ProgressGroup>;
}

/** Members, trainings and status come from the compliance projection; titles and the company name from the modules. */
export interface GroupProgressPorts {
  readonly organization: GroupProgressOrganization;
  readonly catalog: Pick<CatalogFacade, 'trainingsByIds'>;
  readonly identity: Pick<IdentityFacade, 'getUserView'>;
  /** Pages kept until the compliance or catalog read models change or the clock reaches the next status change in the group. */
  readonly cache?: ReadCache<TimedProgress>;
  /** The answers made of those pages (with the group's name, the company's and the caller's sign-off), as bytes. */
  readonly answers?: ReadCache<TimedBody>;
}

/** A page of the report as answered, serialized once (its gzip made once too), with the window of the page it was made of. */
export interface TimedBody extends ValidWindow {
  readonly body: JsonBody;
}
