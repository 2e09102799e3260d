import { Schema } from 'effect';
import { defineEvents, streamName, type EventsOf } from '../../../platform/eventstore';

const Iso = Schema.String;

const definitions = {
  /**
   * A contact request from the landing page (issue 13, item 9). Holds only what the person typed
   * (GDPR: nothing else is stored), the language of the form and the instant; optional fields are
   * null when left empty.
   */
  'contact.ContactRequested': {
    version: 1,
    schema: Schema.Struct({
      requestId: Schema.String,
      firstName: Schema.String,
      lastName: Schema.String,
      email: Schema.String,
      company: Schema.NullOr(Schema.String),
      phone: Schema.NullOr(Schema.String),
      employees: Schema.NullOr(Schema.String),
      message: Schema.String,
      gdprConsent: Schema.Boolean,
      lang: Schema.String,
      requestedAt: Iso,
    }),
  },
  /** The platform operator marked the request as answered. */
  'contact.ContactRequestDone': { version: 1, schema: Schema.Struct({ doneAt: Iso }) },
  /** The operator took the "done" mark back. */
  'contact.ContactRequestReopened': { version: 1, schema: Schema.Struct({ reopenedAt: Iso }) },
} as const;

export const contactEvents = defineEvents(definitions);
export type ContactEvent = EventsOf<typeof definitions>;

/** One short stream per request (tenant = the platform). */
export const contactStream = streamName('contact-request');
export const CONTACT_STREAM_TYPE = 'contact.ContactRequest';
