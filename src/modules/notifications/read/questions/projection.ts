import type { RecordedEvent } from '../../../../platform/eventstore';
import type { Projection } from '../../../../platform/projections';
import type { DueNotification } from '../../domain/due';
import type { QuestionFeed } from '../../shared/ports';
import { eventNotificationReactor } from '../notifications/event-reactor';

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

/** The reactor of questions and answers: their bell entries and mails (in the recipient's mail of that day). */
export function questionsReactor(feed: QuestionFeed): Projection {
  return eventNotificationReactor('notifications.questions', feed.eventTypes, (r) => questionNotifications(feed, r));
}
