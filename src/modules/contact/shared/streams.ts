import { PLATFORM_TENANT } from '../../../platform/kernel';
import type { CommandActor, CommandSpec } from '../../../platform/eventstore';
import { contactRequestDecider, type ContactRequestCommand, type ContactRequestError, type ContactRequestState } from '../domain/contact-request';
import { CONTACT_STREAM_TYPE, contactEvents, contactStream, type ContactEvent } from '../domain/events';
import { CONTACT_READ_MODELS } from './deps';
import { toHttpError } from './errors';

/** Everything `k.commands.run` needs about a request's stream except the command (tenant: the platform). */
export const requestStream = (
  requestId: string,
  actorId: string | null,
): Omit<CommandSpec<ContactRequestCommand, ContactEvent, ContactRequestState, ContactRequestError>, 'command'> => {
  const actor: CommandActor = { tenantId: PLATFORM_TENANT, actorId };
  return {
    decider: contactRequestDecider,
    codec: contactEvents,
    streamId: contactStream(requestId),
    streamType: CONTACT_STREAM_TYPE,
    actor,
    waitFor: CONTACT_READ_MODELS,
    fail: toHttpError,
  };
};
