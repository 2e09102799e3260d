import type { RecordedEvent } from '../../../../platform/eventstore';
import type { Projection } from '../../../../platform/projections';
import type { DueNotification } from '../../domain/due';
import type { QuestionFeed } from '../../shared/ports';
import { recordNotifications } from '../notifications/record';

/**
 * The notifications one question event asks for (issue 16, item 5; ADR 0024): a question to each
 * of its recipients (instructor, owner, co-owners, fixed in the event), an answer to the asker.
 * The key (recipient, training, kind, question or answer id) makes each exactly once. Not switched
 * by the company settings: asking the instructor must always reach them.
 */
export function questionNotifications(feed: QuestionFeed, r: RecordedEvent): DueNotification[] {
  return feed.notices(r).flatMap((n) =>
    [...new Set(n.recipientIds)]
      .filter((id) => id !== n.subjectUserId)
      .map((userId) => ({
        companyId: n.companyId,
        userId,
        trainingId: n.trainingId,
        kind: n.kind,
        cycle: n.itemId,
        dueAt: n.at,
        date: n.at,
        days: null,
        subjectUserId: n.subjectUserId,
      })),
  );
}

/**
 * The reactor of questions and answers: records their bell entries and queues their mails (in the
 * recipient's mail of that day, through the notifications' outbox). A replay adds nothing (the
 * key), and a replay never tells anyone new (the recipients are in the events). Nothing to reset:
 * notifications are a record of what was sent.
 */
export function questionsReactor(feed: QuestionFeed): Projection {
  return {
    name: 'notifications.questions',
    version: 1,
    eventTypes: feed.eventTypes,
    async apply(events, tx) {
      await recordNotifications(tx, events.flatMap((r) => questionNotifications(feed, r)), (n) => n.dueAt);
    },
    async reset() {
      // the notifications are the record of what was sent; nothing to empty
    },
  };
}
