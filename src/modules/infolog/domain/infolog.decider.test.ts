import { describe, it } from 'vitest';
import { actors, at, given, now } from '../../../../tests/support/decider';
import type { InfologEvent } from './events';
import { messageDecider, type GroupFacts, type MessageCommand, type VideoFacts } from './message';
import { receiptDecider, type ReceiptCommand } from './receipt';

const { owner, co, otherManager, root, admin, employee } = actors;

const group: GroupFacts = { id: 'g1', companyId: 'c1', ownerId: 'owner', coOwners: ['co'] };
const video: VideoFacts = { mediaId: 'v1', path: '/api/media/files/c1/a.mp4', posterPath: '/api/media/files/c1/a.jpg', duration: 42.5 };

const post = (over: Partial<MessageCommand> = {}): MessageCommand => ({
  type: 'PostMessage',
  actor: owner,
  messageId: 'msg1',
  companyId: 'c1',
  group,
  title: ' Neue PSA ',
  message: ' Ab Montag gilt Helmpflicht. ',
  videoRequested: false,
  video: null,
  recipientIds: ['e1', 'e2', 'e1'],
  mailLang: 'de',
  now,
  ...over,
});

const posted = (over: Partial<Extract<InfologEvent, { type: 'infolog.MessagePosted' }>['data']> = {}): InfologEvent => ({
  type: 'infolog.MessagePosted',
  data: {
    messageId: 'msg1',
    companyId: 'c1',
    groupId: 'g1',
    title: 'Neue PSA',
    message: 'Ab Montag gilt Helmpflicht.',
    video: null,
    postedBy: 'owner',
    postedAt: at,
    recipientIds: ['e1', 'e2'],
    mailLang: 'de',
    ...over,
  },
});

describe('message decider (PostMessage)', () => {
  it('posts with trimmed texts, de-duplicated recipients and the mail language', () => {
    given(messageDecider).when(post()).then([posted()]);
    given(messageDecider).when(post({ mailLang: 'en' })).then([posted({ mailLang: 'en' })]);
  });
  it('edit level may post: root, admin, owner, co-owner; NotAllowedToPost for another manager and an employee', () => {
    for (const actor of [root, admin, owner, co]) {
      given(messageDecider).when(post({ actor })).then([posted({ postedBy: actor.userId })]);
    }
    given(messageDecider).when(post({ actor: otherManager })).thenFails('NotAllowedToPost');
    given(messageDecider).when(post({ actor: employee })).thenFails('NotAllowedToPost');
  });
  it('GroupNotFound for an unknown/deleted group and for a group of another company', () => {
    given(messageDecider).when(post({ group: null })).thenFails('GroupNotFound');
    given(messageDecider).when(post({ group: { ...group, companyId: 'c2' } })).thenFails('GroupNotFound');
  });
  it('TitleRequired and MessageRequired after trimming, checked after the permission', () => {
    given(messageDecider).when(post({ title: '   ' })).thenFails('TitleRequired');
    given(messageDecider).when(post({ message: '\n ' })).thenFails('MessageRequired');
    given(messageDecider).when(post({ title: '', message: '' })).thenFails('TitleRequired');
    given(messageDecider).when(post({ actor: employee, title: '' })).thenFails('NotAllowedToPost');
  });
  it('attaches a stored video of up to 180 s (+1 s tolerance)', () => {
    given(messageDecider)
      .when(post({ videoRequested: true, video }))
      .then([posted({ video: { mediaId: 'v1', path: video.path, posterPath: video.posterPath, duration: 42.5 } })]);
    given(messageDecider)
      .when(post({ videoRequested: true, video: { ...video, duration: 181 } }))
      .then([posted({ video: { mediaId: 'v1', path: video.path, posterPath: video.posterPath, duration: 181 } })]);
  });
  it('VideoNotFound, VideoTooLong beyond 181 s, VideoLengthUnknown', () => {
    given(messageDecider).when(post({ videoRequested: true, video: null })).thenFails('VideoNotFound');
    given(messageDecider).when(post({ videoRequested: true, video: { ...video, duration: 181.01 } })).thenFails('VideoTooLong');
    given(messageDecider).when(post({ videoRequested: true, video: { ...video, duration: null } })).thenFails('VideoLengthUnknown');
  });
  it('MessageAlreadyExists for a second post on the same stream', () => {
    given(messageDecider, [posted()]).when(post()).thenFails('MessageAlreadyExists');
  });
});

describe('receipt decider (MarkRead)', () => {
  const mark = (over: Partial<ReceiptCommand> = {}): ReceiptCommand => ({ type: 'MarkRead', userId: 'e1', message: { id: 'msg1', groupId: 'g1' }, isMember: true, now, ...over });
  const read: InfologEvent = { type: 'infolog.MessageRead', data: { messageId: 'msg1', groupId: 'g1', userId: 'e1', readAt: at } };

  it('records the first read', () => {
    given(receiptDecider).when(mark()).then([read]);
  });
  it('is idempotent: a second MarkRead appends nothing', () => {
    given(receiptDecider, [read]).when(mark({ now: new Date('2026-11-23T00:00:00.000Z') })).thenNothing();
  });
  it('MessageNotFound for unknown messages; NotAMember for non-members, also after an earlier read', () => {
    given(receiptDecider).when(mark({ message: null })).thenFails('MessageNotFound');
    given(receiptDecider).when(mark({ isMember: false })).thenFails('NotAMember');
    given(receiptDecider, [read]).when(mark({ isMember: false })).thenFails('NotAMember');
  });
  it('keeps the first read time', () => {
    const state = [read, { ...read, data: { ...read.data, readAt: '2030-01-01T00:00:00.000Z' } } as InfologEvent].reduce(receiptDecider.evolve, receiptDecider.initialState);
    if (state.status !== 'read' || state.readAt !== at) throw new Error('first read time not kept');
  });
});
