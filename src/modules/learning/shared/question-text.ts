import { Schema } from 'effect';
import type { msg } from '../../../platform/http';

type Message = ReturnType<typeof msg>;

/**
 * The text of a question or an answer in a body: a string, `missing` when left out. Trimming,
 * blank and the 2,000 characters are the question decider's rules; far longer bodies stop here
 * with the same message.
 */
export const questionText = (missing: Message, tooLong: Message) =>
  Schema.propertySignature(Schema.String.pipe(Schema.maxLength(10_000, { message: tooLong }))).annotations({ missingMessage: missing });
