import { beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../src/platform/mail';
import type { ContactRequestPage, ContactRequestView } from '../../src/shared/contracts/contact';
import { dbTargets } from '../support/db';
import { MemoryMailer } from '../support/app';
import { useTestApp } from '../support/world';
import { createCompany } from '../support/company';

interface Err {
  message: string;
  code: string;
  field?: string;
  retryAfter?: number;
}
/** The answers of the backoffice's contact request routes. */
type Request = ContactRequestView;
type Page = ContactRequestPage;

/** A mailer that can be switched off (SMTP down). */
class FlakyMailer extends MemoryMailer {
  down = false;
  override async send(m: MailMessage): Promise<void> {
    if (this.down) throw new Error('SMTP down');
    await super.send(m);
  }
}

describe.each(dbTargets())('contact requests on %s', (target) => {
  const mailer = new FlakyMailer();
  const w = useTestApp(target, { mailer });
  let master: string;
  /** Requests that passed validation: each counts against the client address's limit (20 an hour). */
  let counted = 0;
  let n = 0;

  const valid = (overrides: Record<string, unknown> = {}) => ({
    firstName: ' Erika ',
    lastName: 'Mustermann',
    email: `erika.${++n}@firma.de`,
    company: 'Muster GmbH',
    phone: '+49 30 123456-7',
    employees: '11-50',
    message: 'Wir möchten 40 Mitarbeitende unterweisen. Bitte um eine Vorführung.',
    gdprConsent: true,
    ...overrides,
  });
  const send = async (body: unknown, lang?: string) => {
    const res = await w.api<Err & { id: string }>('POST', '/api/contact', { body, ...(lang ? { lang } : {}) });
    if (res.body.code !== 'validation_failed') counted++;
    return res;
  };

  beforeAll(async () => {
    const login = await w.api<{ token: string }>('POST', '/api/auth/login', { body: { email: 'master@test.local', password: 'master-secret-1' } });
    master = login.body.token;
  });

  it('stores a request without a session, mails it to the operator and answers 201', async () => {
    const before = mailer.sent.length;
    const res = await send(valid({ email: ' Erika.Sent@Firma.DE ' }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Anfrage gesendet. Wir antworten Ihnen innerhalb von 24 Stunden.');
    const mail = mailer.sent[before]!;
    expect(mail.to).toBe(w.t.app.kernel.config.contactMailTo);
    expect(mail.subject).toBe('Neue Kontaktanfrage von Erika Mustermann');
    expect(mail.text).toContain('erika.sent@firma.de');
    expect(mail.text).toContain('Bitte um eine Vorführung.');
    const stored = await w.api<Page>('GET', '/api/master/contact-requests', { token: master });
    const r = stored.body.requests.find((x) => x.id === res.body.id)!;
    expect(r).toMatchObject({ firstName: 'Erika', email: 'erika.sent@firma.de', company: 'Muster GmbH', phone: '+49 30 123456-7', employees: '11-50', lang: 'de', done: false, doneAt: null });
    const events = await w.t.app.kernel.db.query<{ event_type: string; tenant_id: string }>('SELECT event_type, tenant_id FROM es_events WHERE stream_id = $1', [`contact-request-${res.body.id}`]);
    expect(events.rows).toEqual([{ event_type: 'contact.ContactRequested', tenant_id: 'platform' }]);
    // optional fields left empty are stored as null; only the given fields are kept
    const minimal = await send({ firstName: 'Max', lastName: 'Muster', email: 'max@firma.de', message: 'Hallo', gdprConsent: true, company: ' ', phone: '', employees: null }, 'en');
    expect(minimal.status).toBe(201);
    expect(minimal.body.message).toBe('Request sent. We will answer within 24 hours.');
    const m = (await w.api<Page>('GET', '/api/master/contact-requests', { token: master })).body.requests.find((x) => x.id === minimal.body.id)!;
    expect(m).toMatchObject({ company: null, phone: null, employees: null, lang: 'en' });
  });

  it('validates every field with the form’s messages (German, English)', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ firstName: '  ' }, 'firstName', 'Bitte geben Sie Ihren Vornamen ein', 'Please enter your first name'],
      [{ firstName: undefined }, 'firstName', 'Bitte geben Sie Ihren Vornamen ein', 'Please enter your first name'],
      [{ firstName: 'x'.repeat(101) }, 'firstName', 'Höchstens 100 Zeichen erlaubt.', 'At most 100 characters allowed.'],
      [{ lastName: '' }, 'lastName', 'Bitte geben Sie Ihren Nachnamen ein', 'Please enter your last name'],
      [{ email: '' }, 'email', 'Bitte geben Sie Ihre E-Mail-Adresse ein', 'Please enter your email address'],
      [{ email: undefined }, 'email', 'Bitte geben Sie Ihre E-Mail-Adresse ein', 'Please enter your email address'],
      [{ email: 'erika@' }, 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', 'Please enter a valid email address.'],
      [{ email: 'a@b.de, c@d.de' }, 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', 'Please enter a valid email address.'],
      [{ company: 'x'.repeat(201) }, 'company', 'Höchstens 200 Zeichen erlaubt.', 'At most 200 characters allowed.'],
      [
        { phone: 'ruf mich an' },
        'phone',
        'Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, optional mit +, Leerzeichen oder Bindestrichen).',
        'Please enter a valid phone number (digits, optionally with +, spaces or dashes).',
      ],
      [
        { phone: '123' },
        'phone',
        'Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, optional mit +, Leerzeichen oder Bindestrichen).',
        'Please enter a valid phone number (digits, optionally with +, spaces or dashes).',
      ],
      [{ employees: '7' }, 'employees', 'Bitte wählen Sie eine der angebotenen Unternehmensgrößen.', 'Please choose one of the company sizes offered.'],
      [{ message: ' ' }, 'message', 'Bitte geben Sie eine Nachricht ein', 'Please enter a message'],
      [{ message: 'x'.repeat(5001) }, 'message', 'Die Nachricht darf höchstens 5000 Zeichen lang sein.', 'The message may be at most 5000 characters long.'],
      [{ gdprConsent: undefined }, 'gdprConsent', 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu', 'Please agree to the processing of your details'],
      [{ gdprConsent: 'ja' }, 'gdprConsent', 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu', 'Please agree to the processing of your details'],
    ];
    for (const [override, field, de, en] of cases) {
      const deRes = await send(valid(override));
      expect(deRes.status, JSON.stringify(override).slice(0, 60)).toBe(400);
      expect(deRes.body).toMatchObject({ code: 'validation_failed', field, message: de });
      expect((await send(valid(override), 'en')).body.message).toBe(en);
    }
    // a 5,000-character message is fine
    expect((await send(valid({ message: 'x'.repeat(5000) }))).status).toBe(201);
    // consent given as false: the decider's rule, same message
    const noConsent = await send(valid({ gdprConsent: false }));
    expect(noConsent.status).toBe(400);
    expect(noConsent.body).toMatchObject({ code: 'gdpr_consent_required', field: 'gdprConsent', message: 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu' });
    expect((await w.api<Err>('POST', '/api/contact', { rawBody: '[1]' })).status).toBe(400);
  });

  it('limits three requests an hour per sender address: the fourth is a 429 with the wait text', async () => {
    const email = 'vielschreiber@firma.de';
    for (let i = 0; i < 3; i++) expect((await send(valid({ email }))).status).toBe(201);
    const limited = await send(valid({ email: 'VIELSCHREIBER@firma.de' }));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(limited.body.message).toMatch(/^Zu viele Versuche\. Bitte warten Sie \d+ Sekunden und versuchen Sie es erneut\.$/);
    expect(limited.body.retryAfter).toBeGreaterThan(3000);
  });

  it('keeps the request when the mail cannot be sent', async () => {
    mailer.down = true;
    const before = mailer.sent.length;
    const res = await send(valid({ firstName: 'Ohne', lastName: 'Mail' }));
    mailer.down = false;
    expect(res.status).toBe(201);
    expect(mailer.sent.length).toBe(before);
    const list = await w.api<Page>('GET', '/api/master/contact-requests?status=open', { token: master });
    expect(list.body.requests.find((x) => x.id === res.body.id)).toMatchObject({ firstName: 'Ohne', lastName: 'Mail' });
  });

  it('only the platform operator lists requests (newest first, paged, open/done) and marks them done', async () => {
    const acme = await createCompany(w.t);
    expect((await w.api('GET', '/api/master/contact-requests')).status).toBe(401);
    const forbidden = await w.api<Err>('GET', '/api/master/contact-requests', { token: acme.root.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Nur für den Plattformbetrieb (Master).');
    const all = await w.api<Page>('GET', '/api/master/contact-requests', { token: master });
    expect(all.body).toMatchObject({ page: 1, pageSize: 15 });
    expect(all.body.totalCount).toBeGreaterThan(0);
    const times = all.body.requests.map((r) => r.requestedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const target = all.body.requests[0]!;
    expect((await w.api('PATCH', `/api/master/contact-requests/${target.id}`, { token: acme.root.token, body: { done: true } })).status).toBe(403);
    expect((await w.api('PATCH', `/api/master/contact-requests/${target.id}`, { body: { done: true } })).status).toBe(401);
    const bad = await w.api<Err>('PATCH', `/api/master/contact-requests/${target.id}`, { token: master, body: { done: 'ja' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Das Feld „done“ muss true oder false sein.');
    expect((await w.api('PATCH', '/api/master/contact-requests/gibt-es-nicht', { token: master, body: { done: true } })).status).toBe(404);

    const done = await w.api<Request>('PATCH', `/api/master/contact-requests/${target.id}`, { token: master, body: { done: true } });
    expect(done.status).toBe(200);
    expect(done.body.done).toBe(true);
    expect(done.body.doneAt).not.toBeNull();
    // twice: nothing new
    expect((await w.api<Request>('PATCH', `/api/master/contact-requests/${target.id}`, { token: master, body: { done: true } })).body.doneAt).toBe(done.body.doneAt);
    const open = await w.api<Page>('GET', '/api/master/contact-requests?status=open', { token: master });
    expect(open.body.requests.map((r) => r.id)).not.toContain(target.id);
    expect(open.body.openCount).toBe(all.body.openCount - 1);
    expect(open.body.totalCount).toBe(all.body.totalCount - 1);
    const doneList = await w.api<Page>('GET', '/api/master/contact-requests?status=done', { token: master });
    expect(doneList.body.requests.map((r) => r.id)).toEqual([target.id]);
    expect((await w.api('GET', '/api/master/contact-requests?status=erledigt', { token: master })).status).toBe(400);
    // reopened
    expect((await w.api<Request>('PATCH', `/api/master/contact-requests/${target.id}`, { token: master, body: { done: false } })).body).toMatchObject({ done: false, doneAt: null });
    const events = await w.t.app.kernel.db.query<{ event_type: string }>('SELECT event_type FROM es_events WHERE stream_id = $1 ORDER BY stream_version', [`contact-request-${target.id}`]);
    expect(events.rows.map((r) => r.event_type)).toEqual(['contact.ContactRequested', 'contact.ContactRequestDone', 'contact.ContactRequestReopened']);
    // paging: page 2 holds the rest
    if (all.body.totalCount > 15) {
      const p2 = await w.api<Page>('GET', '/api/master/contact-requests?page=2', { token: master });
      expect(p2.body.requests.length).toBe(all.body.totalCount - 15);
      expect(p2.body.requests.map((r) => r.id)).not.toContain(all.body.requests[0]!.id);
    }
  });

  it('limits twenty requests an hour per client address', async () => {
    const remaining = 20 - counted;
    expect(remaining).toBeGreaterThan(0);
    for (let i = 0; i < remaining; i++) expect((await send(valid())).status).toBe(201);
    const limited = await send(valid(), 'en');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });
});
