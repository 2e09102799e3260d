import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { dbTargets } from '../support/db';
import { client, startTestApp, type TestApp } from '../support/app';
import { createCompany, type TestCompany, type TestUser } from '../support/company';
import { smtpMailer } from '../../src/platform/mail';
import { mailMessageId } from '../../src/modules/infolog';

interface Received {
  to: string;
  messageId: string;
  subject: string;
  text: string;
}

/** Decodes quoted-printable bytes (soft line breaks, =XX) as UTF-8. */
function decodeQp(s: string): string {
  const bytes: number[] = [];
  const src = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '=' && /^[0-9A-F]{2}$/i.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(src[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words (Q and B) of an unfolded header value. */
function decodeHeader(v: string): string {
  return v
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
    );
}

function parse(raw: string, to: string): Received {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const body = rest.join('\n\n');
  // the plain-text part of the multipart/alternative mail
  const textPart = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(body)?.[1] ?? body;
  return { to, messageId: header('Message-ID'), subject: decodeHeader(header('Subject')), text: decodeQp(textPart) };
}

/** A real SMTP peer on loopback; recipients can be refused temporarily (451, once) or permanently (550). */
async function startSmtpPeer() {
  const messages: Received[] = [];
  const rcptAttempts = new Map<string, number>();
  const failOnce = new Set<string>();
  const failAlways = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // no DNS lookups of 127.0.0.1 per connection (slow resolvers made the first mails late)
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      const a = address.address.toLowerCase();
      rcptAttempts.set(a, (rcptAttempts.get(a) ?? 0) + 1);
      if (failAlways.has(a)) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      if (failOnce.delete(a)) return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) messages.push(parse(raw, r.address.toLowerCase()));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, messages, rcptAttempts, failOnce, failAlways, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(dbTargets())('infolog e-mails over SMTP on %s', (target) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let api: ReturnType<typeof client>;
  let acme: TestCompany;
  let owner: TestUser;
  let members: TestUser[];
  let groupId: string;
  const previousBase = process.env.INFOLOG_MAIL_RETRY_BASE_MS;

  beforeAll(async () => {
    // retries after 100 ms, 200 ms, ... instead of 30 s, 1 min, ...
    process.env.INFOLOG_MAIL_RETRY_BASE_MS = '100';
    smtp = await startSmtpPeer();
    t = await startTestApp(target, { mailer: smtpMailer(smtp.url, 'Unterweisung Pro <no-reply@test.local>') });
    api = client(t.baseUrl);
    acme = await createCompany(t);
    owner = await acme.user('manager', 'Olga');
    members = [await acme.user('non-managing', 'Anna'), await acme.user('non-managing', 'Bernd'), await acme.user('manager', 'Clara')];
    const g = await api<{ id: string }>('POST', '/api/user-groups', { token: owner.token, body: { name: 'Team Mail' } });
    groupId = g.body.id;
    for (const m of members) await api('POST', `/api/user-groups/${groupId}/members`, { token: owner.token, body: { userId: m.id } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    if (previousBase === undefined) delete process.env.INFOLOG_MAIL_RETRY_BASE_MS;
    else process.env.INFOLOG_MAIL_RETRY_BASE_MS = previousBase;
  });

  const post = async (title: string, lang?: string) => {
    const res = await api<{ entry: { id: string }; emailsQueued: number }>('POST', `/api/user-groups/${groupId}/changelog`, {
      token: owner.token,
      body: { title, message: 'Sammelplatz ist der Parkplatz Nord.\nBitte pünktlich sein.' },
      ...(lang ? { lang } : {}),
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const mailsAbout = (messageId: string) => smtp.messages.filter((m) => m.messageId.startsWith(`<infolog.${messageId}.`));
  const outbox = async (messageId: string) =>
    (
      await t.app.kernel.db.query<{ user_id: string; status: string; attempts: number; sent_at: Date | null }>(
        'SELECT user_id, status, attempts, sent_at FROM inf_mail_outbox WHERE message_id = $1',
        [messageId],
      )
    ).rows;

  const setLanguage = async (u: TestUser, language: 'de' | 'en') =>
    expect((await api('PATCH', '/api/user/profile', { token: u.token, body: { language } })).status).toBe(200);

  it('sends one e-mail per member in the member\'s own language (not the poster\'s); a temporary SMTP failure is retried; nothing twice', async () => {
    const flaky = members[1]!;
    smtp.failOnce.add(flaky.email.toLowerCase());
    // Anna and Bernd chose English; Clara keeps German; the poster writes from a German page
    await setLanguage(members[0]!, 'en');
    await setLanguage(members[1]!, 'en');
    const { entry, emailsQueued } = await post('Evacuation drill', 'de');
    expect(emailsQueued).toBe(3);
    await expect.poll(() => mailsAbout(entry.id).length, { timeout: 15_000, interval: 50 }).toBe(3);
    // well beyond several backoff periods: still exactly one mail per member
    await sleep(800);
    const mails = mailsAbout(entry.id);
    expect(mails.map((m) => m.to).sort()).toEqual(members.map((m) => m.email.toLowerCase()).sort());
    expect(smtp.rcptAttempts.get(flaky.email.toLowerCase())).toBe(2);
    for (const [i, m] of members.entries()) {
      const mail = mails.find((x) => x.to === m.email.toLowerCase())!;
      expect(mail.messageId).toBe(mailMessageId(entry.id, m.id, t.app.kernel.config.mailFrom));
      expect(mail.messageId).toMatch(/^<infolog\.[0-9a-f-]+\.[0-9a-f-]+@unterweisung\.local>$/);
      expect(mail.text).toContain('Sammelplatz ist der Parkplatz Nord.');
      expect(mail.text).toContain(`/?highlight=${entry.id}`);
      if (i < 2) {
        expect(mail.subject).toBe('New message in "Team Mail": Evacuation drill');
        expect(mail.text).toContain(`Hello ${['Anna', 'Bernd'][i]},`);
        expect(mail.text).toContain('Olga Test posted a new message');
      } else {
        expect(mail.subject).toBe('Neue Nachricht in „Team Mail“: Evacuation drill');
        expect(mail.text).toContain('Hallo Clara,');
      }
    }
    const langs = await t.app.kernel.db.query<{ user_id: string; lang: string }>('SELECT user_id, lang FROM inf_mail_outbox WHERE message_id = $1', [entry.id]);
    expect(new Map(langs.rows.map((r) => [r.user_id, r.lang]))).toEqual(new Map([[members[0]!.id, 'en'], [members[1]!.id, 'en'], [members[2]!.id, 'de']]));
    await setLanguage(members[0]!, 'de');
    await setLanguage(members[1]!, 'de');
    const rows = await outbox(entry.id);
    expect(rows.every((r) => r.status === 'sent' && r.sent_at !== null)).toBe(true);
    expect(rows.find((r) => r.user_id === flaky.id)?.attempts).toBe(2);
    expect(rows.filter((r) => r.user_id !== flaky.id).map((r) => r.attempts)).toEqual([1, 1]);
  });

  it('writes German by default', async () => {
    const { entry } = await post('Brandschutzübung');
    await expect.poll(() => mailsAbout(entry.id).length, { timeout: 15_000, interval: 50 }).toBe(3);
    const mail = mailsAbout(entry.id)[0]!;
    expect(mail.subject).toBe('Neue Nachricht in „Team Mail“: Brandschutzübung');
    expect(mail.text).toContain('Olga Test hat im Infolog der Gruppe „Team Mail“ eine neue Nachricht veröffentlicht');
    expect(mail.text).toContain('Bitte pünktlich sein.');
  });

  it('a resend after a crash between sending and marking carries the same Message-ID', async () => {
    const { entry } = await post('Wiederholung');
    await expect.poll(() => mailsAbout(entry.id).length, { timeout: 15_000, interval: 50 }).toBe(3);
    // the peer has the mails; wait until the dispatcher has marked them too
    await expect.poll(async () => (await outbox(entry.id)).every((r) => r.status === 'sent'), { timeout: 15_000, interval: 50 }).toBe(true);
    const victim = members[0]!;
    // the state a crash right after the SMTP answer leaves behind: sent, but not marked
    await t.app.kernel.db.query(`UPDATE inf_mail_outbox SET status = 'pending', sent_at = NULL, next_attempt_at = now() WHERE message_id = $1 AND user_id = $2`, [entry.id, victim.id]);
    t.app.modules.infolog.dispatcher(t.app.kernel).wake();
    await expect.poll(() => mailsAbout(entry.id).length, { timeout: 15_000, interval: 50 }).toBe(4);
    const copies = mailsAbout(entry.id).filter((m) => m.to === victim.email.toLowerCase());
    expect(copies).toHaveLength(2);
    expect(copies[0]!.messageId).toBe(copies[1]!.messageId);
  });

  it('gives up at once on a permanent rejection (550)', async () => {
    const gone = members[2]!;
    smtp.failAlways.add(gone.email.toLowerCase());
    try {
      const { entry } = await post('Dauerhaft abgelehnt');
      await expect.poll(async () => (await outbox(entry.id)).find((r) => r.user_id === gone.id)?.status, { timeout: 15_000, interval: 50 }).toBe('failed');
      await sleep(500);
      const row = (await outbox(entry.id)).find((r) => r.user_id === gone.id)!;
      expect(row.attempts).toBe(1);
      expect(mailsAbout(entry.id).map((m) => m.to).sort()).toEqual([members[0]!.email.toLowerCase(), members[1]!.email.toLowerCase()].sort());
    } finally {
      smtp.failAlways.clear();
    }
  });

  it('a rebuilt reactor mails nobody again; a stopped dispatcher sends nothing until started', async () => {
    const before = smtp.messages.length;
    await t.app.kernel.projections.rebuild('infolog.mailOutbox');
    t.app.modules.infolog.dispatcher(t.app.kernel).wake();
    await sleep(400);
    expect(smtp.messages.length).toBe(before);

    const dispatcher = t.app.modules.infolog.dispatcher(t.app.kernel);
    await dispatcher.stop();
    const { entry } = await post('Später');
    await sleep(400);
    expect(mailsAbout(entry.id)).toHaveLength(0);
    expect((await outbox(entry.id)).map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    await dispatcher.start();
    await expect.poll(() => mailsAbout(entry.id).length, { timeout: 15_000, interval: 50 }).toBe(3);
  });
});
