import type { Principal } from '../../../../platform/http';
import { isCompanyIdSegment, isStoredFileName, mediaPath } from '../../storage/paths';
import type { SignatureCheck } from '../../storage/signing';
import type { MediaDeps } from '../../shared/deps';
import type { MediaError } from '../../shared/errors';

/** Who may read a stored file, and how it was decided. */
export type FileAccess = { readonly ok: true } | { readonly ok: false; readonly error: MediaError | 'Unauthorized' };

/**
 * Who may read `media/<companyId>/<fileName>`: a valid, unexpired signature, or a signed-in
 * user of that company (bearer header).
 */
export function checkFileAccess(d: MediaDeps, companyId: string, fileName: string, query: { exp?: string | undefined; sig?: string | undefined }, principal: Principal | null): FileAccess {
  if (!isCompanyIdSegment(companyId) || !isStoredFileName(fileName)) return { ok: false, error: 'MediaNotFound' };
  if (query.exp !== undefined || query.sig !== undefined) {
    const check: SignatureCheck = d.signer.check(mediaPath(companyId, fileName), query.exp ?? '', query.sig ?? '', d.k.clock.now());
    if (check === 'valid') return { ok: true };
    if (principal?.tenantId === companyId) return { ok: true };
    return { ok: false, error: check === 'expired' ? 'LinkExpired' : 'InvalidSignature' };
  }
  if (!principal) return { ok: false, error: 'Unauthorized' };
  return principal.tenantId === companyId ? { ok: true } : { ok: false, error: 'InvalidSignature' };
}
