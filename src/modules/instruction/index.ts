import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { perKernel } from '../../platform/per-kernel';
import { sessionsMigration } from './read/sessions/ddl';
import { sessionsProjection } from './read/sessions/projection';
import { purgeSessions } from './read/sessions/queries';
import { participationCount, participationsOf, signatureDigestsOf } from './read/sessions/participations';
import { INSTRUCTION_ROUTES, instructionRoutes } from './routes';
import type { InstructionDeps } from './shared/deps';
import { instructionDeps, type InstructionProviders } from './wiring';

export type { InstructionProviders } from './wiring';

/**
 * Classroom instruction (Präsenzunterweisung, issue 32): sessions with a participant list, signed on
 * a tablet, closed by the instructor; the close completes the training for everyone who signed
 * (learning's events, in the same transaction). Signatures and scans are files under `DATA_DIR`.
 */
export interface InstructionModule extends ModuleDefinition {
  /** The classroom sessions a person was on the list of, with their signature's digest (the data export, issue 35). */
  participations(k: Kernel, userId: string): Promise<{ sessionId: string; trainingId: string; startsAt: string; location: string; state: string; signedAt: string | null; signatureSha256: string | null }[]>;
  /** How many classroom session lists the given people are on (the data protection preview). */
  participationCount(k: Kernel, userIds: readonly string[]): Promise<number>;
  /** Deletes a pseudonymised person's signature images (the events and the session keep their digests; ADR 0033). */
  forgetSignatures(k: Kernel, companyId: string, userId: string): Promise<number>;
}

export function instructionModule(providers: () => InstructionProviders): InstructionModule {
  const depsOf = perKernel((k): InstructionDeps => instructionDeps(k, providers()));
  return {
    name: 'instruction',
    api: INSTRUCTION_ROUTES,
    migrations: [sessionsMigration],
    projections: [sessionsProjection],
    routes: (k) => instructionRoutes(depsOf(k)),
    participations: (k, userId) => participationsOf(k.db, userId),
    participationCount: (k, userIds) => participationCount(k.db, userIds),
    async forgetSignatures(k, companyId, userId) {
      const digests = await signatureDigestsOf(k.db, companyId, userId);
      for (const sha of digests) await depsOf(k).files.remove(companyId, sha, 'png');
      return digests.length;
    },
    async purgeTenant(tx, companyId, k) {
      await purgeSessions(tx, companyId);
      return () => depsOf(k).files.purge(companyId);
    },
  };
}

/** The module's events, for cross-module projections (projections/audit). */
export { instructionEvents, streams as instructionStreams } from './domain/events';
