import { describe, expect, it } from 'vitest';
import { parseLanguage, parseRole, planImport, splitUnits, unitsToCreate, type ImportFacts, type ImportRowInput } from './user-import';

const isEmail = (s: string) => /^[^@\s]+@[^@\s]+\.[a-z]+$/.test(s);
const row = (n: number, over: Partial<ImportRowInput> = {}): ImportRowInput => ({
  row: n,
  email: `p${n}@firma.de`,
  firstName: 'Vor',
  lastName: 'Nach',
  role: '',
  units: '',
  language: '',
  personnelNumber: '',
  ...over,
});
const facts = (over: Partial<ImportFacts> = {}): ImportFacts => ({
  importer: { userId: 'u-root', role: 'root' },
  existing: new Map(),
  existingNumbers: new Set(),
  units: new Map([['lager', [{ id: 'g1', name: 'Lager', canAddMembers: true }]], ['büro', [{ id: 'g2', name: 'Büro', canAddMembers: false }]]]),
  createUnits: false,
  defaultLanguage: 'de',
  ...over,
});
const codes = (rows: ImportRowInput[], f = facts()) => planImport(rows, f, isEmail).map((p) => (p.outcome === 'created' ? 'created' : p.reason.code));

describe('user import rules', () => {
  it('accepts a valid row with defaults: employee, German, no units', () => {
    const [p] = planImport([row(2, { email: ' P2@Firma.DE ' })], facts(), isEmail);
    expect(p).toEqual({ row: 2, email: 'p2@firma.de', outcome: 'created', user: { email: 'p2@firma.de', personnelNumber: null, firstName: 'Vor', lastName: 'Nach', role: 'non-managing', language: 'de', contentLanguage: null }, units: [], newUnits: [] });
  });

  it('refuses missing and malformed addresses, missing and too long names', () => {
    expect(codes([row(2, { email: '' }), row(3, { email: 'kein-at' }), row(4, { firstName: '' }), row(5, { lastName: '' }), row(6, { lastName: 'x'.repeat(101) })])).toEqual([
      'email_missing',
      'email_invalid',
      'first_name_missing',
      'last_name_missing',
      'name_too_long',
    ]);
  });

  it('a duplicate in the file names the first row; case does not matter', () => {
    const plan = planImport([row(2), row(3, { email: 'P2@firma.de' })], facts(), isEmail);
    expect(plan[1]).toMatchObject({ outcome: 'error', reason: { code: 'duplicate_in_file', params: { row: 2 } } });
  });

  it('an existing user of the company is skipped, one of another company is an error', () => {
    const existing = new Map([['p2@firma.de', { sameCompany: true }], ['p3@firma.de', { sameCompany: false }]]);
    const plan = planImport([row(2), row(3)], facts({ existing }), isEmail);
    expect(plan.map((p) => [p.outcome, p.reason?.code])).toEqual([['skipped', 'already_exists'], ['error', 'email_taken']]);
  });

  it('roles by id or label in both languages; unknown ones and roles out of the importer\'s reach are refused', () => {
    expect(['Mitarbeiter', 'Employee', 'Prüfer/in', 'auditor', 'Administrator', 'ROOT', 'Manager', 'non-managing', ''].map(parseRole)).toEqual([
      'non-managing',
      'non-managing',
      'auditor',
      'auditor',
      'admin',
      'root',
      'manager',
      'non-managing',
      'non-managing',
    ]);
    expect(parseRole('Chef')).toBeNull();
    const rows = ['root', 'admin', 'manager', 'non-managing', 'auditor', 'master', 'Chef'].map((r, i) => row(i + 2, { role: r }));
    expect(codes(rows, facts({ importer: { userId: 'm', role: 'manager' } }))).toEqual([
      'role_not_allowed',
      'role_not_allowed',
      'created',
      'created',
      'role_not_allowed',
      'role_not_allowed',
      'role_unknown',
    ]);
    expect(codes(rows, facts({ importer: { userId: 'a', role: 'admin' } }))).toEqual(['role_not_allowed', 'role_not_allowed', 'created', 'created', 'created', 'role_not_allowed', 'role_unknown']);
  });

  it('languages: de/en, their names and regional tags set the UI language; empty is the default; others are refused', () => {
    const ui = (language: 'de' | 'en') => ({ language, contentLanguage: null });
    expect(['de', 'Deutsch', 'EN', 'English', 'englisch', '', 'de-DE', 'de_de', 'en-GB', 'en_us'].map((l) => parseLanguage(l, 'de'))).toEqual([
      ...['de', 'de', 'en', 'en', 'en', 'de', 'de', 'de', 'en', 'en'].map((l) => ui(l as 'de' | 'en')),
    ]);
    expect(parseLanguage(' ', 'en')).toEqual(ui('en'));
    expect(['fr', 'Französisch', 'xx-YY', 'türk'].map((l) => parseLanguage(l, 'de'))).toEqual([null, null, null, null]);
    expect(codes([row(2, { language: 'fr' })])).toEqual(['language_unknown']);
  });

  it('content languages (issue 34): by tag, by name in German, English or themselves, any case; a UI language (item 5) sets the UI language, the others the content language only', () => {
    const ui = (language: string) => ({ language, contentLanguage: null });
    const content = (contentLanguage: string) => ({ language: 'de', contentLanguage });
    expect(['tr', 'Türkisch', 'TURKISH', 'türkçe', 'tr-TR'].map((l) => parseLanguage(l, 'de'))).toEqual(Array(5).fill(ui('tr')));
    expect(['Polski', 'Polnisch', 'română', 'Ukrainisch', 'русский', 'العربية'].map((l) => parseLanguage(l, 'de'))).toEqual(['pl', 'pl', 'ro', 'uk', 'ru', 'ar'].map(ui));
    expect(['Bulgarian', 'hrvatski', 'Kroatisch'].map((l) => parseLanguage(l, 'de'))).toEqual(['bg', 'hr', 'hr'].map(content));
    expect(parseLanguage('Bulgarisch', 'en')).toEqual({ language: 'en', contentLanguage: 'bg' });
    const [p, q] = planImport([row(2, { language: 'Türkisch' }), row(3, { language: 'Kroatisch' })], facts(), isEmail);
    expect(p).toMatchObject({ outcome: 'created', user: { language: 'tr', contentLanguage: null } });
    expect(q).toMatchObject({ outcome: 'created', user: { language: 'de', contentLanguage: 'hr' } });
  });

  it('units: known and editable join; not editable, unknown and ambiguous ones are refused; auditors join none', () => {
    const units = new Map([...facts().units, ['doppelt', [{ id: 'a', name: 'Doppelt', canAddMembers: true }, { id: 'b', name: 'doppelt', canAddMembers: true }]]]);
    const plan = planImport(
      [row(2, { units: 'lager; LAGER ;' }), row(3, { units: 'Büro' }), row(4, { units: 'Neu' }), row(5, { units: 'Doppelt' }), row(6, { role: 'auditor', units: 'Lager' })],
      facts({ units }),
      isEmail,
    );
    expect(plan[0]).toMatchObject({ outcome: 'created', units: [{ id: 'g1' }], newUnits: [] });
    expect(plan.slice(1).map((p) => p.reason?.code)).toEqual(['unit_not_editable', 'unit_unknown', 'unit_ambiguous', 'role_cannot_join_units']);
  });

  it('unknown units are created on request, only by roles that may create units', () => {
    const rows = [row(2, { units: 'Neu; Lager' }), row(3, { units: 'neu' })];
    const plan = planImport(rows, facts({ createUnits: true }), isEmail);
    expect(plan[0]).toMatchObject({ outcome: 'created', newUnits: ['Neu'], reason: { code: 'units_will_be_created' } });
    expect(unitsToCreate(plan)).toEqual(['Neu']);
    expect(codes(rows, facts({ createUnits: true, importer: { userId: 'x', role: 'non-managing' } }))).toEqual(['role_not_allowed', 'role_not_allowed']);
    expect(codes([row(2, { units: 'Neu' })], facts({ createUnits: true, importer: { userId: 'x', role: 'auditor' } }))).toEqual(['role_not_allowed']);
  });

  it('splits unit cells on semicolons only', () => {
    expect(splitUnits(' A ;b;; a ; Lager, Nord ')).toEqual(['A', 'b', 'Lager, Nord']);
  });

  it('takes employees without e-mail by their personnel number (issue 33)', () => {
    const [p] = planImport([row(2, { email: '', personnelNumber: ' P-0815 ' })], facts(), isEmail);
    expect(p).toMatchObject({ outcome: 'created', email: '', user: { email: '', personnelNumber: 'P-0815', role: 'non-managing' } });
    expect(
      codes(
        [
          row(2, { email: '', personnelNumber: '' }),
          row(3, { email: '', personnelNumber: 'P#1' }),
          row(4, { email: '', personnelNumber: 'A-1' }),
          row(5, { email: '', personnelNumber: 'a-1' }),
          row(6, { email: '', personnelNumber: 'A-2', role: 'Manager' }),
          row(7, { email: '', personnelNumber: 'A-3' }),
          row(8, { personnelNumber: 'A-4' }),
        ],
        facts({ existingNumbers: new Set(['A-3']) }),
      ),
    ).toEqual(['email_missing', 'personnel_number_invalid', 'created', 'duplicate_in_file', 'email_required_for_role', 'already_exists', 'created']);
  });
});
