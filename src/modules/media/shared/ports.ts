import type { Role } from '../../../shared/policy';
import type { CompanyId, UserId } from '../../../shared/contracts/ids';

/** A signed-in company user as the other modules' read rules need them. */
export interface MediaReader {
  readonly companyId: CompanyId;
  readonly actor: { readonly userId: UserId; readonly role: Role };
}

/**
 * What media asks of other modules (wired in ../wiring.ts): whether a stored file is shown to a
 * reader below the media edit level. Each module applies its own read rule; media keeps none of them.
 */
export interface MediaPorts {
  /** Catalog: a training the reader may see (the library roles: any; others: assigned ones) shows the file (`path` unsigned). */
  readonly trainings: { showsFileTo(reader: MediaReader, path: string): Promise<boolean> };
  /** Infolog: a message the reader may read (members, edit level, company-wide readers of its group) shows the video. */
  readonly infolog: { showsVideoTo(reader: MediaReader, path: string): Promise<boolean> };
}
