import { eraseTenant, tombstoneTenant } from '../../../../platform/eventstore';
import type { Principal } from '../../../../platform/http';
import { commandActor, PLATFORM_TENANT } from '../../../../platform/kernel';
import { companyDeletionDecider } from '../../domain/company-deletion';
import { backofficeEvents, deletionStream } from '../../domain/events';
import { companyNotFound, erasureUnavailable, type BackofficeDeps } from '../../shared/deps';
import type { CompanyId } from '../../../../shared/contracts/ids';

/**
 * Deletes a company with everything it has: its events and streams, every module's read
 * models, stored files, mails kept as files, sessions, its users' e-mail claim history. What
 * remains is an audit record in the platform stream that says which company id was deleted by whom
 * and when, and the company id's tombstone (es_tombstones) that refuses any later append to it.
 */
export async function deleteCompany({ k, ports, modules }: BackofficeDeps, principal: Principal, companyId: CompanyId): Promise<void> {
  if (!(await ports.companies.getCompany(companyId))) throw companyNotFound();
  if (k.config.eventStore === 'kurrentdb') throw erasureUnavailable();
  // first the tombstone: from here on nothing is appended to the company (a request that signed in
  // before gets 410), and what was appended before is in the log the purge erases
  await tombstoneTenant(k.db, companyId);
  // let running projections finish what they have, so nothing is written back after the purge
  await k.commands.awaitReadModels(await k.store.headPosition());
  const after: (() => Promise<void>)[] = [];
  const erased = await k.db.transaction(async (tx) => {
    for (const m of modules()) {
      const cleanup = await m.purgeTenant?.(tx, companyId, k);
      if (cleanup) after.push(cleanup);
    }
    return eraseTenant(tx, companyId);
  });
  // the read models changed outside their projections: caches kept on them (sessions!) are stale
  k.projections.readModelsChanged();
  for (const f of after) await f().catch((err: unknown) => k.log(`cleanup after deleting company ${companyId} failed`, err));
  await k.commands.run({
    decider: companyDeletionDecider,
    codec: backofficeEvents,
    streamId: deletionStream(companyId),
    streamType: 'backoffice.CompanyDeletion',
    actor: commandActor(PLATFORM_TENANT, principal),
    command: { type: 'RecordCompanyDeletion', companyId, erasedEvents: erased, now: k.clock.now() },
    fail: (never) => never,
    waitFor: [],
  });
}
