import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { GENESIS, LINK_FORMAT, chainLinks, changedFields, linkHash, sha256Hex, type EventFields, type LinkFields } from './link';
import { parseVerifyArgs, verifySummary } from './summary';

const event: EventFields = {
  companyId: 'c1',
  eventId: '3f1c8f0e-1111-4a4a-8b8b-000000000001',
  position: '0/812/41',
  streamId: 'learning-enrolment-u1-t1-1',
  streamVersion: 3,
  eventType: 'learning.TrainingCompleted',
  recordedAt: '2026-11-24T10:15:00.123456Z',
  dataDigest: sha256Hex('{"score": 90}'),
  metadataDigest: sha256Hex('{"actorId": "u1"}'),
};
const link: LinkFields = { ...event, seq: 1 };

describe('audit chain link', () => {
  it('is sha256 over the format tag, the previous hash and every field, as a JSON array', () => {
    const expected = createHash('sha256')
      .update(JSON.stringify([LINK_FORMAT, GENESIS, 'c1', 1, event.eventId, '0/812/41', event.streamId, 3, event.eventType, event.recordedAt, event.dataDigest, event.metadataDigest]))
      .digest('hex');
    expect(linkHash(GENESIS, link)).toBe(expected);
    expect(linkHash(GENESIS, link)).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('changes with every field and with the previous hash', () => {
    const base = linkHash(GENESIS, link);
    const variants: LinkFields[] = [
      { ...link, companyId: 'c2' },
      { ...link, seq: 2 },
      { ...link, eventId: '3f1c8f0e-1111-4a4a-8b8b-000000000002' },
      { ...link, position: '0/812/42' },
      { ...link, streamId: 'learning-enrolment-u1-t1-2' },
      { ...link, streamVersion: 4 },
      { ...link, eventType: 'learning.TrainingStarted' },
      { ...link, recordedAt: '2026-11-24T10:15:00.123457Z' },
      { ...link, dataDigest: sha256Hex('{"score": 91}') },
      { ...link, metadataDigest: sha256Hex('{"actorId": "u2"}') },
    ];
    const hashes = new Set([base, ...variants.map((v) => linkHash(GENESIS, v)), linkHash('1'.repeat(64), link)]);
    expect(hashes.size).toBe(variants.length + 2);
  });

  it('keeps fields apart whatever characters they hold (no ambiguous concatenation)', () => {
    const a = linkHash(GENESIS, { ...link, streamId: 'a|b', eventType: 'c' });
    const b = linkHash(GENESIS, { ...link, streamId: 'a', eventType: 'b|c' });
    const c = linkHash(GENESIS, { ...link, streamId: 'a","b', eventType: 'c' });
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('chains events onto a head: numbers on, each prev is the link before', () => {
    const [l1, l2] = chainLinks(null, [event, { ...event, position: '0/813/42', eventId: 'e2' }]);
    expect(l1!.seq).toBe(1);
    expect(l1!.hash).toBe(linkHash(GENESIS, { ...event, seq: 1 }));
    expect(l2!.seq).toBe(2);
    expect(l2!.hash).toBe(linkHash(l1!.hash, { ...event, position: '0/813/42', eventId: 'e2', seq: 2 }));
    const [l3] = chainLinks({ seq: 2, hash: l2!.hash }, [event]);
    expect(l3).toMatchObject({ seq: 3, hash: linkHash(l2!.hash, { ...event, seq: 3 }) });
    expect(chainLinks(null, [])).toEqual([]);
  });

  it('names the fields an event changed against its link', () => {
    expect(changedFields(event, event)).toEqual([]);
    expect(changedFields(event, { ...event, dataDigest: 'x', recordedAt: 'y' })).toEqual(['time', 'data']);
    expect(changedFields(event, { ...event, companyId: 'c9', position: '1/1/1', streamId: 's', streamVersion: 9, eventType: 't', metadataDigest: 'm' })).toEqual([
      'company',
      'position',
      'stream',
      'version',
      'type',
      'metadata',
    ]);
  });
});

describe('audit:verify command line', () => {
  it('reads --company and --head, refuses anything else', () => {
    expect(parseVerifyArgs([])).toEqual({ company: undefined, head: undefined });
    expect(parseVerifyArgs(['--company', 'c1'])).toEqual({ company: 'c1', head: undefined });
    expect(parseVerifyArgs(['--company', 'c1', '--head', 'ABCDEF0123456789'])).toEqual({ company: 'c1', head: 'abcdef0123456789' });
    expect(parseVerifyArgs(['--head', 'abcdef0123456789'])).toBeUndefined();
    expect(parseVerifyArgs(['--company', 'c1', '--head', 'xyz'])).toBeUndefined();
    expect(parseVerifyArgs(['--company'])).toBeUndefined();
    expect(parseVerifyArgs(['c1'])).toBeUndefined();
  });

  it('prints a readable summary', () => {
    const head = { hash: 'ab'.repeat(32), seq: 12, at: '2026-11-24T10:15:00.000Z' };
    expect(verifySummary({ companyId: 'c1', ok: true, checked: 12, erased: 0, pending: 1, head, breaks: [], breakCount: 0 })).toBe(
      `OK     company c1: 12 links checked, 1 pending, head ${head.hash} (#12, 2026-11-24T10:15:00.000Z)`,
    );
    expect(verifySummary({ companyId: 'c1', ok: true, checked: 12, erased: 2, pending: 0, head, breaks: [], breakCount: 0 })).toBe(
      `OK     company c1: 12 links checked (2 of them redacted for data protection, Art. 17 GDPR), 0 pending, head ${head.hash} (#12, 2026-11-24T10:15:00.000Z)`,
    );
    const broken = verifySummary({
      companyId: 'c1',
      ok: false,
      checked: 12,
      erased: 0,
      pending: 0,
      head,
      breakCount: 2,
      breaks: [
        { kind: 'altered', reason: 'changed', seq: 4, eventId: 'e4', position: '0/9/4', eventType: 'x.Y', streamId: 's', changed: ['data'] },
        { kind: 'inserted', reason: 'no_link', seq: null, eventId: 'e9', position: '0/9/9', eventType: 'x.Z', streamId: 's', changed: [] },
      ],
    });
    expect(broken).toContain('BROKEN company c1');
    expect(broken).toContain('2 break(s)');
    expect(broken).toContain('- altered (data): #4, event e4, x.Y, stream s, at 0/9/4');
    expect(broken).toContain('- inserted (event without link): event e9, x.Z, stream s, at 0/9/9');
  });
});
