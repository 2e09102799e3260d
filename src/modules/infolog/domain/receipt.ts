import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import type { InfologEvent } from './events';

/** One member's read receipt of one message (its own short stream). */
export type ReceiptState = { readonly status: 'unread' } | { readonly status: 'read'; readonly readAt: string };

export type ReceiptCommand = {
  readonly type: 'MarkRead';
  readonly userId: string;
  /** The message as the application found it in the caller's company (null: unknown or its group deleted). */
  readonly message: { readonly id: string; readonly groupId: string } | null;
  /** The caller is a current member of the message's group. */
  readonly isMember: boolean;
  readonly now: Date;
};

export type ReceiptError = 'MessageNotFound' | 'NotAMember';

export const receiptDecider: Decider<ReceiptCommand, InfologEvent, ReceiptState, ReceiptError> = {
  initialState: { status: 'unread' },
  evolve(state, event) {
    if (event.type === 'infolog.MessageRead' && state.status === 'unread') return { status: 'read', readAt: event.data.readAt };
    return state;
  },
  decide(command, state): DecideResult<InfologEvent, ReceiptError> {
    if (!command.message) return reject('MessageNotFound');
    if (!command.isMember) return reject('NotAMember');
    // idempotent: a second click (or a concurrent one, decided again after the conflict) appends nothing
    if (state.status === 'read') return accept();
    return accept({
      type: 'infolog.MessageRead',
      data: { messageId: command.message.id, groupId: command.message.groupId, userId: command.userId, readAt: command.now.toISOString() },
    });
  },
};
