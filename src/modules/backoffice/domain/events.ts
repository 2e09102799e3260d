import { Schema } from 'effect';
import { defineEvents, type EventsOf } from '../../../platform/eventstore';

const definitions = {
  /** Audit record of a company deletion; holds no personal data of the deleted company. */
  'backoffice.CompanyDeleted': {
    version: 1,
    schema: Schema.Struct({ companyId: Schema.String, erasedEvents: Schema.Number, deletedAt: Schema.String }),
  },
} as const;

export const backofficeEvents = defineEvents(definitions);
export type BackofficeEvent = EventsOf<typeof definitions>;
export const deletionStream = (companyId: string) => `company-deletion-${companyId}`;
