import { describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { useApiWorld } from '../support/world';
import { dumpIdentity, identityRowsAppliedTwice } from '../support/identity-read-models';
import type { TestApp } from '../support/app';

/**
 * The person's content language (issue 34, item 3; ADR 0030 section 4): `contentLanguage` on every
 * user view, set by who may edit the person (PATCH /api/users/{id}), by the person (PATCH
 * /api/user/profile) and by the import's `Sprache`; never set, it is the UI language, else German.
 */

interface View {
  id: string;
  language: string;
  contentLanguage: string;
  code?: string;
  message?: string;
}
interface ImportAnswer {
  rows: { row: number; email: string; outcome: string; code?: string; reason?: string }[];
  created: number;
  errors: number;
}

const ALLOWED = 'de, en, tr, pl, ro, uk, ru, ar, bg, hr';

async function importFile(t: TestApp, token: string, csv: string): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'benutzer.csv');
  const res = await fetch(`${t.baseUrl}/api/users/import?dryRun=false`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(res.status).toBe(200);
  return (await res.json()) as ImportAnswer;
}

describe.each(dbTargets())('content language API on %s', (target) => {
  const w = useApiWorld(target, { users: { admin: 'admin', ida: 'non-managing', tom: 'non-managing' } });
  const me = (token: string) => w.api<View>('GET', '/api/auth/me', { token });
  const row = async (u: { id: string; email: string }) => {
    const page = await w.api<{ users: View[] }>('GET', `/api/users?search=${encodeURIComponent(u.email)}`, { token: w.admin.token });
    return page.body.users.find((v) => v.id === u.id);
  };

  it('is the UI language until one is set, then the one set, in /api/auth/me and the users page', async () => {
    expect((await me(w.ida.token)).body).toMatchObject({ language: 'de', contentLanguage: 'de' });
    const english = await w.api<View>('PATCH', '/api/user/profile', { token: w.ida.token, body: { language: 'en' } });
    expect(english.body).toMatchObject({ language: 'en', contentLanguage: 'en' });

    const own = await w.api<View>('PATCH', '/api/user/profile', { token: w.ida.token, body: { contentLanguage: 'pl' } });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ language: 'en', contentLanguage: 'pl' });
    expect((await me(w.ida.token)).body.contentLanguage).toBe('pl');
    expect(await row(w.ida)).toMatchObject({ language: 'en', contentLanguage: 'pl' });

    // with the profile fields in the same request
    const both = await w.api<View>('PATCH', '/api/user/profile', { token: w.ida.token, body: { firstName: 'Ida', lastName: 'Test', email: w.ida.email, contentLanguage: 'ro' } });
    expect(both.body).toMatchObject({ contentLanguage: 'ro' });
  });

  it('who may edit the person sets it on the users page, alone or with other fields; an employee may not', async () => {
    const set = await w.api<View>('PATCH', `/api/users/${w.tom.id}`, { token: w.admin.token, body: { contentLanguage: 'tr' } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: w.tom.id, language: 'de', contentLanguage: 'tr' });
    const withName = await w.api<View>('PATCH', `/api/users/${w.tom.id}`, { token: w.admin.token, body: { lastName: 'Türk', contentLanguage: 'uk' } });
    expect(withName.body).toMatchObject({ lastName: 'Türk', contentLanguage: 'uk' });
    expect((await me(w.tom.token)).body.contentLanguage).toBe('uk');
    // what other modules ask (learning's port): the effective value, German for anybody not of the company
    const identity = w.t.app.modules.identity.facade(w.t.app.kernel);
    expect([await identity.contentLanguageOf(w.acme.id, w.tom.id), await identity.contentLanguageOf('another-company', w.tom.id)]).toEqual(['uk', 'de']);
    const events = await w.t.app.kernel.store.readAll({ limit: 100_000 });
    expect(events.filter((e) => e.type === 'identity.ContentLanguageChanged' && e.streamId.endsWith(w.tom.id)).map((e) => e.data)).toEqual([
      expect.objectContaining({ contentLanguage: 'tr', changedBy: w.admin.id }),
      expect.objectContaining({ contentLanguage: 'uk', changedBy: w.admin.id }),
    ]);

    const byEmployee = await w.api<View>('PATCH', `/api/users/${w.tom.id}`, { token: w.ida.token, body: { contentLanguage: 'tr' } });
    expect(byEmployee.status).toBe(403);
    expect(byEmployee.body.code).toBe('access_denied');
  });

  it('an unknown tag is 400 unsupported_language, in German and in English', async () => {
    const de = await w.api<View>('PATCH', '/api/user/profile', { token: w.ida.token, body: { contentLanguage: 'xx' } });
    expect(de.status).toBe(400);
    expect(de.body).toMatchObject({ code: 'unsupported_language', message: `Diese Sprache wird nicht unterstützt: „xx“. Erlaubt: ${ALLOWED}.` });
    const en = await w.api<View>('PATCH', `/api/users/${w.tom.id}`, { token: w.admin.token, lang: 'en', body: { contentLanguage: 'xx' } });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: 'unsupported_language', message: `This language is not supported: "xx". Allowed: ${ALLOWED}.` });
    expect((await me(w.ida.token)).body.contentLanguage).toBe('ro');
  });

  it('the users read model: applying every identity event twice builds the same rows', async () => {
    // before the import: its invitation mails append events while it runs
    const events = await w.t.app.kernel.store.readAll({ limit: 100_000 });
    expect(await identityRowsAppliedTwice(target, events)).toEqual(await dumpIdentity(w.t.app.kernel.db));
  });

  it('the import column Sprache takes languages by tag and by name (a UI language sets the UI language too); an unknown one fails its row', async () => {
    const tag = Date.now().toString(36);
    const csv = ['E-Mail,Vorname,Nachname,Sprache', `tr-${tag}@firma.de,A,Tr,tr`, `tuerk-${tag}@firma.de,B,Tr,Türkisch`, `pl-${tag}@firma.de,C,Pl,Polski`, `en-${tag}@firma.de,D,En,English`, `hr-${tag}@firma.de,F,Hr,Kroatisch`, `xx-${tag}@firma.de,E,Xx,Klingonisch`].join('\r\n');
    const answer = await importFile(w.t, w.admin.token, csv);
    expect(answer).toMatchObject({ created: 5, errors: 1 });
    expect(answer.rows[5]).toMatchObject({ row: 7, outcome: 'error', code: 'language_unknown', reason: `Unbekannte Sprache „Klingonisch“ (erlaubt: ${ALLOWED} oder der Name der Sprache).` });
    const page = await w.api<{ users: (View & { email: string })[] }>('GET', `/api/users?search=${tag}`, { token: w.admin.token });
    const byEmail = Object.fromEntries(page.body.users.map((u) => [u.email.split('-')[0], [u.language, u.contentLanguage]]));
    // a language of the learner's screens (issue 34 item 5) is the UI language and so the content language; Croatian, which has no screens, is the content language only
    expect(byEmail).toEqual({ tr: ['tr', 'tr'], tuerk: ['tr', 'tr'], pl: ['pl', 'pl'], en: ['en', 'en'], hr: ['de', 'hr'] });
  });
});
