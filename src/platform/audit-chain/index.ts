import type { ModuleDefinition } from '../kernel';
import { auditChainMigrations } from './schema';
import { AUDIT_CHAIN_PROJECTION, auditChainProjection } from './seal';

export { GENESIS, LINK_FORMAT, chainLinks, changedFields, linkHash, sha256Hex } from './link';
export type { ChangedField, EventFields, LinkFields } from './link';
export { AUDIT_CHAIN_PROJECTION, auditChainProjection, sealEvents } from './seal';
export { auditChainMigrations } from './schema';
export { CHAIN_HEAD_HINT, formatChainHead } from './print';
export { AUDIT_VERIFY_USAGE, parseVerifyArgs, verifySummary } from './summary';
export { REDACTED_KEY, REDACTION_EVENT_TYPE } from './erasures';
export type { Redaction } from './erasures';
export { redactEvents } from './redact';
export type { RedactionItem } from './redact';
export { chainHead, chainedCompanies, findChainLink, isHeadPrefix, verifyChain } from './verify';
export type { ChainBreak, ChainPoint, ChainVerification, VerifyOptions } from './verify';

/**
 * The tamper-evident log (ADR 0009): its table, the sealing reactor, and the purge of a deleted
 * company's chain. Registered in one line in the composition root.
 */
export function auditChain(): ModuleDefinition {
  return {
    name: 'audit-chain',
    migrations: auditChainMigrations,
    projections: [auditChainProjection],
    async purgeTenant(tx, companyId) {
      // the reactor's checkpoint row: a batch being sealed finishes first, and the next one starts
      // after this deletion committed, so no link of the deleted company is written back
      await tx.query('SELECT 1 FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [AUDIT_CHAIN_PROJECTION]);
      await tx.query('DELETE FROM audit_chain_links WHERE company_id = $1', [companyId]);
    },
  };
}
