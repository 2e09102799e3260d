import type { Principal } from '../../../../platform/http';
import { mediaPolicy } from '../../../../shared/policy';
import { isCompanyIdSegment, isStoredFileName, mediaPath } from '../../storage/paths';
import type { SignatureCheck } from '../../storage/signing';
import type { MediaDeps } from '../../shared/deps';
import type { MediaError } from '../../shared/errors';

/** Who may read a stored file, and how it was decided. */
export type FileAccess = { readonly ok: true } | { readonly ok: false; readonly error: MediaError | 'Unauthorized' };

/** The media edit level of the file's company: reads its files without a signature (bearer header). */
const isLibraryOf = (principal: Principal | null, companyId: string): boolean => principal?.tenantId === companyId && mediaPolicy.library(principal.role);

/**
 * Who may read `media/<companyId>/<fileName>`: a valid, unexpired signature (the URLs that
 * trainings, the player and the infolog hand to those who may see them), or the media edit level of
 * that company with its bearer header. Everyone else of the company needs the signed URL (403
 * `signature_required`); another company gets 403 too.
 */
export function checkFileAccess(d: MediaDeps, companyId: string, fileName: string, query: { exp?: string | undefined; sig?: string | undefined }, principal: Principal | null): FileAccess {
  if (!isCompanyIdSegment(companyId) || !isStoredFileName(fileName)) return { ok: false, error: 'MediaNotFound' };
  if (query.exp !== undefined || query.sig !== undefined) {
    const check: SignatureCheck = d.signer.check(mediaPath(companyId, fileName), query.exp ?? '', query.sig ?? '', d.k.clock.now());
    if (check === 'valid' || isLibraryOf(principal, companyId)) return { ok: true };
    return { ok: false, error: check === 'expired' ? 'LinkExpired' : 'InvalidSignature' };
  }
  if (!principal) return { ok: false, error: 'Unauthorized' };
  if (isLibraryOf(principal, companyId)) return { ok: true };
  return { ok: false, error: principal.tenantId === companyId ? 'SignedLinkRequired' : 'InvalidSignature' };
}
