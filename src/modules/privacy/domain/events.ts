import { Schema } from 'effect';
import { defineEvents, streamName, type EventsOf } from '../../../platform/eventstore';
import { PersonalDataRedactedSchema } from '../../../shared/erasure-event';

const Whole = Schema.Number;

const definitions = {
  /** Root changed the company's data-protection settings (the whole policy, as it now is). */
  'privacy.PolicyChanged': {
    version: 1,
    schema: Schema.Struct({
      companyId: Schema.String,
      evidenceYears: Whole,
      quizAttemptsMonths: Whole,
      watchIntervalsMonths: Whole,
      questionsMonths: Whole,
      readReceiptsMonths: Whole,
      signInHistoryMonths: Whole,
      leaverGraceDays: Whole,
      worksCouncilMode: Schema.Boolean,
      /** The fields that changed with this event (for the audit trail's sentence). */
      changed: Schema.Array(Schema.String),
      changedBy: Schema.String,
      changedAt: Schema.String,
    }),
  },
  /** A legal hold on a person (an accident, an occupational-disease case): never pseudonymised or erased while it stands. */
  'privacy.LegalHoldPlaced': {
    version: 1,
    schema: Schema.Struct({ companyId: Schema.String, userId: Schema.String, reason: Schema.String, placedBy: Schema.String, placedAt: Schema.String }),
  },
  'privacy.LegalHoldLifted': {
    version: 1,
    schema: Schema.Struct({ companyId: Schema.String, userId: Schema.String, liftedBy: Schema.String, liftedAt: Schema.String }),
  },
  /**
   * A person's events were rewritten without their personal data (ADR 0033): pseudonymised (names
   * replaced by the pseudonym, address, number, date of birth and free texts gone) or, after the
   * evidence period, erased. Lists each rewritten event with the digest of its new data.
   */
  'privacy.PersonalDataRedacted': {
    version: 1,
    schema: PersonalDataRedactedSchema,
  },
} as const;

export const privacyEvents = defineEvents(definitions);
export type PrivacyEvent = EventsOf<typeof definitions>;

/** One policy stream per company, one legal-hold stream per person. */
export const streams = { policy: streamName('privacy-policy'), legalHold: streamName('privacy-legal-hold'), erasure: streamName('privacy-erasure') };
export const streamTypes = { policy: 'privacy.Policy', legalHold: 'privacy.LegalHold', erasure: 'privacy.Erasure' } as const;
