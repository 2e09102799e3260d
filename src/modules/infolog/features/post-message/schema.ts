import { Schema } from 'effect';
import { MAX_MESSAGE_LENGTH, MAX_TITLE_LENGTH } from '../../domain/message';
import { text } from '../../shared/paging';

/** Absent or null count as empty: the decider answers 'Titel ist erforderlich' / 'Nachricht ist erforderlich' after the permission check. */
const optionalText = (max: number) => Schema.optionalWith(Schema.NullOr(text(max)), { default: () => null });

/** Body of POST /api/user-groups/{id}/changelog. */
export const PostBody = Schema.Struct({
  title: optionalText(MAX_TITLE_LENGTH),
  message: optionalText(MAX_MESSAGE_LENGTH),
  videoUrl: optionalText(2048),
});
