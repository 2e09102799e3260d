import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type TestCompany, type TestUser } from '../support/company';
import { dbTargets } from '../support/db';
import { eventsAppendedBy, expectNoEventsAppendedBy } from '../support/appended';
import { completeTraining, publishedTraining } from '../support/learning-steps';
import { pdfText } from '../support/pdf';
import { useSmtpApp } from '../support/smtp-app';
import type { TrainingDetailsView } from '../../src/shared/contracts/catalog';
import type { ProgressView } from '../../src/shared/contracts/learning';
import type { NotificationPage } from '../../src/shared/contracts/notifications';
import type { QuestionPage, QuestionView } from '../../src/shared/contracts/questions';

type Err = { message: string; code: string; field?: string };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Issue 16, item 5 through the real API with a real SMTP peer: a training names its instructor
 * (the owner until then); learners ask from the player, the instructor, owner and co-owners see and
 * answer; both sides get a mail (in their language) and a bell entry, exactly once, whatever the
 * company's switches; the evidence of the cycle states that questions were possible and lists them.
 */
describe.each(dbTargets())('questions to the instructor on %s', (target) => {
  const w = useSmtpApp(target);
  let acme: TestCompany;
  let beta: TestCompany;
  let owner: TestUser;
  let cora: TestUser;
  let ines: TestUser;
  let max: TestUser;
  let admin: TestUser;
  let auditor: TestUser;
  let lena: TestUser;
  let tom: TestUser;
  let nina: TestUser;
  let udo: TestUser;
  let training = '';
  let lenasQuestion: QuestionView;

  const mailsTo = (u: TestUser) => w.smtp.messages.filter((m) => m.to === u.email.toLowerCase());
  /** Waits until `n` mails arrived in all, then a little longer to see that no more come. */
  const expectMails = async (n: number) => {
    for (let i = 0; i < 400 && w.smtp.messages.length < n; i++) await sleep(50);
    await sleep(300);
    expect(w.smtp.messages.length).toBe(n);
  };
  const ask = (u: TestUser, body: unknown, lang?: string, id = training) =>
    w.api<QuestionView & Err>('POST', `/api/trainings/${id}/questions`, { token: u.token, body, ...(lang ? { lang } : {}) });
  const answer = (u: TestUser, questionId: string, body: unknown, lang?: string) =>
    w.api<QuestionView & Err>('POST', `/api/training-questions/${questionId}/answers`, { token: u.token, body, ...(lang ? { lang } : {}) });
  const list = (u: TestUser, query = '') => w.api<QuestionPage & Err>('GET', `/api/trainings/${training}/questions${query}`, { token: u.token });
  const bell = async (u: TestUser) => (await w.api<NotificationPage>('GET', '/api/notifications', { token: u.token })).body.items.filter((i) => i.kind === 'question' || i.kind === 'answer');
  const evidence = async (u: TestUser, lang: 'de' | 'en') => {
    const completions = await w.api<{ completions: { id: string; trainingId: string }[] }>('GET', '/api/user/completions', { token: u.token });
    const id = completions.body.completions.find((c) => c.trainingId === training)!.id;
    const res = await fetch(`${w.t.baseUrl}/api/completions/${id}/evidence.pdf?lang=${lang}`, { headers: { Authorization: `Bearer ${u.token}` } });
    expect(res.status).toBe(200);
    return pdfText(await res.arrayBuffer()).replace(/\s+/g, ' ');
  };

  beforeAll(async () => {
    acme = await createCompany(w.t);
    beta = await createCompany(w.t);
    owner = await acme.user('manager', 'Olga');
    cora = await acme.user('manager', 'Cora');
    ines = await acme.user('manager', 'Ines');
    max = await acme.user('manager', 'Max');
    admin = await acme.user('admin', 'Ada');
    auditor = await acme.user('auditor', 'Paula');
    lena = await acme.user('non-managing', 'Lena');
    tom = await acme.user('non-managing', 'Tom');
    nina = await acme.user('non-managing', 'Nina');
    udo = await acme.user('non-managing', 'Udo');
    expect((await w.api('PATCH', '/api/user/profile', { token: ines.token, body: { language: 'en' } })).status).toBe(200);
    // every switch of the company off: questions and answers are delivered all the same
    const off = { assigned: false, reminder: false, overdue: false, window: false, expired: false, escalation: false };
    expect((await w.api('PATCH', '/api/notifications/settings', { token: acme.root.token, body: { enabled: off } })).status).toBe(200);
    training = await publishedTraining(w.api, owner, 'Brandschutz', {}, 'Feuerlöscher');
    expect((await w.api('POST', `/api/trainings/${training}/co-owners`, { token: owner.token, body: { userId: cora.id } })).status).toBe(200);
    const unit = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: owner.token, body: { name: 'Werk Süd' } })).body.id;
    for (const u of [lena, tom, nina]) expect((await w.api('POST', `/api/user-groups/${unit}/members`, { token: owner.token, body: { userId: u.id } })).status).toBe(201);
    expect((await w.api('POST', `/api/user-groups/${unit}/trainings`, { token: owner.token, body: { trainingId: training, weeks: 2 } })).status).toBe(201);
  });

  it('the owner is the instructor until those who edit the training name another active managing user of the company', async () => {
    const before = await w.api<TrainingDetailsView>('GET', `/api/trainings/${training}`, { token: owner.token });
    expect(before.body).toMatchObject({ instructorId: owner.id, instructor: { id: owner.id, firstName: 'Olga' }, permissions: { answerQuestions: true } });
    const put = (u: TestUser, userId: string, lang?: string) => w.api<TrainingDetailsView & Err>('PUT', `/api/trainings/${training}/instructor`, { token: u.token, body: { userId }, ...(lang ? { lang } : {}) });
    expect((await put(max, ines.id)).status).toBe(403);
    expect((await put(lena, ines.id)).status).toBe(403);
    const employee = await put(owner, tom.id);
    expect(employee.status).toBe(400);
    expect(employee.body).toMatchObject({ code: 'instructor_not_eligible', field: 'userId', message: 'Ansprechperson kann nur ein aktiver Root-, Admin- oder Manager-Benutzer sein.' });
    expect((await put(owner, auditor.id, 'en')).body.message).toBe('Only an active root, admin or manager user can be the instructor.');
    expect((await put(owner, beta.root.id)).status).toBe(404);
    expect((await w.api<Err>('PUT', `/api/trainings/${training}/instructor`, { token: owner.token, body: {} })).body.message).toBe('Bitte wählen Sie eine Ansprechperson aus.');
    const candidates = await w.api<{ id: string }[]>('GET', `/api/trainings/${training}/instructor-candidates?search=ines`, { token: cora.token });
    expect(candidates.body.map((c) => c.id)).toEqual([ines.id]);
    expect((await w.api('GET', `/api/trainings/${training}/instructor-candidates`, { token: max.token })).status).toBe(403);
    const named = await put(cora, ines.id);
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ instructorId: ines.id, instructor: { id: ines.id, firstName: 'Ines', lastName: 'Test' } });
    const asInes = await w.api<TrainingDetailsView>('GET', `/api/trainings/${training}`, { token: ines.token });
    expect(asInes.body.permissions).toMatchObject({ edit: false, answerQuestions: true });
    const started = await w.api<ProgressView>('POST', `/api/trainings/${training}/start`, { token: lena.token });
    expect(started.body.training).toMatchObject({ instructorId: ines.id, instructorName: 'Ines Test', ownerName: 'Olga Test' });
  });

  it('a learner of the training asks; the text is required and at most 2,000 characters (German by default, English when asked)', async () => {
    const empty = await expectNoEventsAppendedBy(w.t, lena.id, () => ask(lena, { text: '   ' }));
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'question_text_required', field: 'text', message: 'Bitte geben Sie Ihre Frage ein.' });
    expect((await ask(lena, {}, 'en')).body.message).toBe('Please enter your question.');
    const long = await ask(lena, { text: 'x'.repeat(2001) }, 'en');
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'question_text_too_long', message: 'The question may be at most 2,000 characters long.' });
    expect((await ask(lena, { text: 42 })).status).toBe(400);
    // not a learner of it: Udo is not assigned (404 as in the player), another company (404), the auditor learns nothing (403)
    expect((await ask(udo, { text: 'Darf ich?' })).status).toBe(404);
    expect((await ask(beta.root, { text: 'Darf ich?' })).status).toBe(404);
    expect((await ask(auditor, { text: 'Darf ich?' })).status).toBe(403);
    expect((await ask(lena, { text: 'Darf ich?' }, undefined, '00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const { answer: asked, events } = await eventsAppendedBy(w.t, lena.id, () => ask(lena, { text: '  Muss ich den Feuerlöscher nach jeder Benutzung melden?\nAuch wenn er kaum leer ist?  ' }));
    expect(asked.status).toBe(201);
    expect(events).toEqual([
      {
        type: 'learning.QuestionAsked',
        streamId: `learning-question-${asked.body.id}`,
        data: expect.objectContaining({ questionId: asked.body.id, trainingId: training, companyId: acme.id, askedBy: lena.id, cycle: 1, text: 'Muss ich den Feuerlöscher nach jeder Benutzung melden?\nAuch wenn er kaum leer ist?' }),
      },
    ]);
    expect(asked.body).toMatchObject({
      trainingId: training,
      cycle: 1,
      text: 'Muss ich den Feuerlöscher nach jeder Benutzung melden?\nAuch wenn er kaum leer ist?',
      status: 'open',
      askedBy: { id: lena.id, firstName: 'Lena' },
      answers: [],
    });
    lenasQuestion = asked.body;
  });

  it('mails and bell entries go to the instructor (in English), the owner and the co-owner, exactly once', async () => {
    await expectMails(3);
    expect(mailsTo(ines).map((m) => m.subject)).toEqual(['New question about "Brandschutz" from Lena Test']);
    expect(mailsTo(ines)[0]!.text).toContain('Lena Test asked a question about the training "Brandschutz".');
    expect(mailsTo(ines)[0]!.text).toContain(`/trainings?questions=${training}`);
    expect(mailsTo(owner).map((m) => m.subject)).toEqual(['Neue Frage zu „Brandschutz“ von Lena Test']);
    expect(mailsTo(cora)[0]!.text).toContain('Lena Test hat eine Frage zur Unterweisung „Brandschutz“ gestellt.');
    expect(mailsTo(lena)).toEqual([]);
    for (const u of [ines, owner, cora]) expect((await bell(u)).map((i) => [i.kind, i.trainingId, i.personName])).toEqual([['question', training, 'Lena Test']]);
    expect(await bell(max)).toEqual([]);

    expect((await ask(tom, { text: 'Wo hängt der nächste Feuerlöscher?' })).status).toBe(201);
    await expectMails(6);
    const { rows } = await w.t.app.kernel.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ntf_notifications WHERE company_id = $1 AND kind = 'question'`, [acme.id]);
    expect(Number(rows[0]!.n)).toBe(6);
  });

  it('learners see their own questions; the instructor, owner, co-owners, admin and auditor all of them with the asker; paged on the server', async () => {
    const mine = await list(lena);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ scope: 'own', canAnswer: false, totalCount: 1, openCount: 1, answeredCount: 0, instructor: { id: ines.id, firstName: 'Ines' } });
    expect(mine.body.questions.map((q) => q.id)).toEqual([lenasQuestion.id]);
    expect((await list(tom)).body.questions.map((q) => q.askedBy?.firstName)).toEqual(['Tom']);
    for (const u of [ines, owner, cora, acme.root]) {
      const all = await list(u, '?status=open');
      expect(all.body).toMatchObject({ scope: 'all', canAnswer: true, totalCount: 2, openCount: 2 });
      expect(all.body.questions.map((q) => q.askedBy?.firstName)).toEqual(['Tom', 'Lena']);
    }
    for (const u of [admin, auditor]) expect((await list(u)).body).toMatchObject({ scope: 'all', canAnswer: false, totalCount: 2 });
    const paged = await list(owner, '?page=2&limit=1');
    expect(paged.body).toMatchObject({ page: 2, pageSize: 1, totalPages: 2, totalCount: 2 });
    expect(paged.body.questions.map((q) => q.askedBy?.firstName)).toEqual(['Lena']);
    expect((await list(owner, '?status=answered')).body.totalCount).toBe(0);
    expect((await list(udo)).status).toBe(404);
    expect((await list(beta.root)).status).toBe(404);
    const bad = await list(owner, '?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Das Limit muss zwischen 1 und 50 liegen.');
    expect((await list(owner, '?status=alle')).status).toBe(400);
  });

  it('the instructor, owner, co-owners and root answer, nobody else; the asker gets a mail and a bell entry per answer', async () => {
    for (const u of [lena, tom, max, admin]) expect((await answer(u, lenasQuestion.id, { text: 'Ja.' })).status).toBe(403);
    const refused = await answer(auditor, lenasQuestion.id, { text: 'Ja.' }, 'en');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('not_allowed_to_answer');
    expect((await answer(beta.root, lenasQuestion.id, { text: 'Ja.' })).status).toBe(404);
    expect((await answer(ines, '00000000-0000-4000-8000-000000000000', { text: 'Ja.' })).status).toBe(404);
    const empty = await expectNoEventsAppendedBy(w.t, ines.id, () => answer(ines, lenasQuestion.id, { text: ' ' }));
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'answer_text_required', field: 'text', message: 'Bitte geben Sie eine Antwort ein.' });
    expect((await answer(ines, lenasQuestion.id, { text: ' ' }, 'en')).body.message).toBe('Please enter an answer.');
    expect((await answer(ines, lenasQuestion.id, { text: 'y'.repeat(2001) })).body.code).toBe('answer_text_too_long');

    const { answer: first, events } = await eventsAppendedBy(w.t, ines.id, () => answer(ines, lenasQuestion.id, { text: 'Ja, bitte immer melden: Er wird dann neu befüllt.' }));
    expect(first.status).toBe(201);
    expect(events).toEqual([
      {
        type: 'learning.QuestionAnswered',
        streamId: `learning-question-${lenasQuestion.id}`,
        data: expect.objectContaining({ questionId: lenasQuestion.id, trainingId: training, askedBy: lena.id, answeredBy: ines.id, text: 'Ja, bitte immer melden: Er wird dann neu befüllt.' }),
      },
    ]);
    expect(first.body).toMatchObject({ id: lenasQuestion.id, status: 'answered', answers: [{ text: 'Ja, bitte immer melden: Er wird dann neu befüllt.', answeredBy: { id: ines.id } }] });
    await expectMails(7);
    expect(mailsTo(lena).map((m) => m.subject)).toEqual(['Antwort auf Ihre Frage zu „Brandschutz“']);
    expect(mailsTo(lena)[0]!.text).toContain('Ines Test hat Ihre Frage zur Unterweisung „Brandschutz“ beantwortet.');
    expect(mailsTo(lena)[0]!.text).toContain(`/training/${training}?questions=1`);

    const second = await answer(cora, lenasQuestion.id, { text: 'Der Hausmeister nimmt ihn entgegen.' });
    expect(second.body.answers.map((a) => a.answeredBy?.firstName)).toEqual(['Ines', 'Cora']);
    await expectMails(8);
    expect((await bell(lena)).map((i) => [i.kind, i.personName]).sort()).toEqual([
      ['answer', 'Cora Test'],
      ['answer', 'Ines Test'],
    ]);
    expect(await bell(tom)).toEqual([]);
    const mine = await list(lena);
    expect(mine.body).toMatchObject({ openCount: 0, answeredCount: 1, questions: [{ status: 'answered' }] });
    expect(mine.body.questions[0]!.answers.map((a) => a.text)).toEqual(['Ja, bitte immer melden: Er wird dann neu befüllt.', 'Der Hausmeister nimmt ihn entgegen.']);
    expect((await list(owner, '?status=answered')).body.questions.map((q) => q.id)).toEqual([lenasQuestion.id]);
  });

  it('the evidence names the instructor, states that questions were possible and lists the cycle\'s questions and answers', async () => {
    await completeTraining(w.api, lena, training);
    const de = await evidence(lena, 'de');
    expect(de).toContain('Verantwortlich (Unterweisende/r) Ines Test');
    expect(de).toContain('Fragen an die Ansprechperson');
    expect(de).toContain('Während der Unterweisung bestand jederzeit die Möglichkeit, Fragen an die Ansprechperson Ines Test zu stellen.');
    expect(de).toContain('Muss ich den Feuerlöscher nach jeder Benutzung melden?');
    expect(de).toContain('Ja, bitte immer melden: Er wird dann neu befüllt.');
    expect(de).toContain('Der Hausmeister nimmt ihn entgegen.');
    expect(de).not.toContain('Wo hängt der nächste Feuerlöscher?');
    const en = await evidence(lena, 'en');
    expect(en).toContain('Throughout the instruction it was possible at any time to ask the instructor Ines Test questions.');

    await completeTraining(w.api, nina, training);
    expect(await evidence(nina, 'de')).toContain('Keine Fragen gestellt.');
    expect(await evidence(nina, 'en')).toContain('No questions asked.');
  }, 60_000);
});
