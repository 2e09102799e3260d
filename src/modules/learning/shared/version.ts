import { deliveredLanguage, type DeliveredLanguage } from '../domain/language';
import type { EnrolmentState } from '../domain/enrolment';
import type { Caller, LearningDeps } from './deps';
import type { LearnerTraining } from './ports';

/**
 * The language version the caller is given of a training (issue 34): the cycle's choice, else the
 * best match of the person's content language (identity), else the training's default.
 */
export async function versionFor(d: LearningDeps, c: Caller, t: LearnerTraining, state: EnrolmentState | null | undefined): Promise<DeliveredLanguage> {
  const requested = await d.identity.contentLanguageOf(c.companyId, c.actor.userId);
  return deliveredLanguage(t, requested, state && state.status === 'started' ? state.language : null);
}
