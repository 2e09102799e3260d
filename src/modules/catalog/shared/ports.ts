import type { Role } from '../../../shared/policy';
import type { PersonSummary } from '../../../shared/contracts/identity';
import type { CompanyId, TrainingId, UserId } from '../../../shared/contracts/ids';

/** What catalog needs from the media module. */
export interface MediaAccess {
  /** A video stored for this company, by its (signed or unsigned) URL; undefined otherwise. */
  findVideo(companyId: CompanyId, url: string): Promise<{ mediaId: string; path: string; posterPath: string | null; duration: number | null } | undefined>;
  /** An image stored for this company, by URL; undefined otherwise. */
  findImage(companyId: CompanyId, url: string): Promise<{ path: string } | undefined>;
  /** Stores a checked file (a video's WebVTT subtitles) for the company by its content; answers its unsigned path and sha256. */
  storeFile(companyId: CompanyId, bytes: Uint8Array, type: 'text/vtt'): Promise<{ path: string; sha256: string }>;
  /** A URL the browser can load (signed, valid for hours). */
  signUrl(url: string): string;
  /** The next instant (ms) at which `signUrl` answers differently: answers with signed URLs are kept until then. */
  signedUrlsChangeAt(): number;
}

/** Trainings assigned to a user (organization module). */
export interface AssignmentLookup {
  assignedTrainingIds(companyId: CompanyId, userId: UserId): Promise<TrainingId[]>;
}

/** Names of bundles that contain a training (organization module). */
export interface BundleLookup {
  bundleNamesContaining(companyId: CompanyId, trainingId: TrainingId): Promise<string[]>;
}

/** A user as catalog needs to know one: names for views, role and state for co-owner eligibility. */
export type { PersonSummary };

/** Users (identity module). */
export interface PeopleLookup {
  /** Users by id (deleted users stay resolvable, as inactive). */
  getUserSummaries(ids: readonly string[]): Promise<ReadonlyMap<string, PersonSummary>>;
  /** Active users of one company matching a search, for the co-owner picker. */
  searchCompanyUsers(companyId: CompanyId, query: { search: string; roles: readonly Role[]; excludeIds: readonly string[]; limit: number }): Promise<readonly PersonSummary[]>;
}

/** Everything catalog asks of other modules, by the names their facades give the methods (../wiring.ts hands the facades over). */
export interface CatalogPorts {
  readonly media: MediaAccess;
  readonly assignments: AssignmentLookup;
  readonly bundles: BundleLookup;
  readonly people: PeopleLookup;
  /** The other modules' read models behind these ports: cached answers built from them follow these too. */
  readonly readModels: readonly string[];
}
