import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { mailLinks } from '../../mail/dispatcher';
import type { QuestionFeed, QuestionNotice } from '../../shared/ports';
import { questionNotifications } from './projection';

const at = new Date('2026-03-02T08:00:00.000Z');
const feedOf = (notices: QuestionNotice[]): QuestionFeed => ({ eventTypes: ['x'], notices: () => notices });
const event = {} as RecordedEvent;

describe('question notifications', () => {
  it('a question: one per recipient (each once, never the asker), keyed by the question id', () => {
    const feed = feedOf([{ companyId: 'c1', trainingId: 't1', kind: 'question', itemId: 'q1', recipientIds: ['inst', 'owner', 'inst', 'anna'], subjectUserId: 'anna', at }]);
    expect(questionNotifications(feed, event)).toEqual(
      ['inst', 'owner'].map((userId) => ({ companyId: 'c1', userId, trainingId: 't1', kind: 'question', cycle: 'q1', dueAt: at, date: at, days: null, subjectUserId: 'anna' })),
    );
  });
  it('an answer: to the asker, keyed by the answer id; an owner answering their own question is not told', () => {
    expect(questionNotifications(feedOf([{ companyId: 'c1', trainingId: 't1', kind: 'answer', itemId: 'a1', recipientIds: ['anna'], subjectUserId: 'inst', at }]), event)).toMatchObject([
      { userId: 'anna', kind: 'answer', cycle: 'a1', subjectUserId: 'inst' },
    ]);
    expect(questionNotifications(feedOf([{ companyId: 'c1', trainingId: 't1', kind: 'answer', itemId: 'a1', recipientIds: ['owner'], subjectUserId: 'owner', at }]), event)).toEqual([]);
  });
  it('mails link to the questions in the library (question), the player (answer), My trainings and the report', () => {
    const links = mailLinks(
      [
        { kind: 'question', trainingId: 't1' },
        { kind: 'question', trainingId: 't1' },
        { kind: 'answer', trainingId: 't2' },
        { kind: 'reminder', trainingId: 't3' },
        { kind: 'escalation', trainingId: 't3' },
      ],
      'https://app.test',
      'de',
    );
    expect(links).toEqual([
      { href: 'https://app.test/trainings?questions=t1', label: 'Frage ansehen und beantworten' },
      { href: 'https://app.test/training/t2?questions=1', label: 'Antwort in der Unterweisung ansehen' },
      { href: 'https://app.test/my-trainings', label: 'Zu „Meine Unterweisungen“' },
      { href: 'https://app.test/groups', label: 'Zum Fortschrittsbericht der Einheiten' },
    ]);
  });
});
