import { localizedText, type Lang } from '../../../src/platform/i18n';
import type { LocalizedText } from '../../../src/shared/contracts/catalog';
import { trailDate, trailDay } from './dates';
import { FIELDS, PERIODS, STATUS } from './labels';
import type { TrailKind } from './vocabulary';
import { languageName } from '../../../src/shared/languages';
import { deliveredLanguageLine } from '../shared/delivered-language';

/** What a sentence is made of: the stored names and the event's own data. */
export interface LineInput {
  readonly kind: TrailKind;
  readonly actorId: string | null;
  readonly actorName: string | null;
  readonly userId: string | null;
  readonly userName: string | null;
  readonly trainingTitle: LocalizedText | null;
  readonly groupName: string | null;
  readonly bundleName: string | null;
  readonly cycle: number | null;
  readonly data: Readonly<Record<string, unknown>>;
}

export const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
export const q = (s: string) => `'${s}'`;

/** The names of a line, with fallbacks for things the trail never saw named. */
export function names(l: LineInput, lang: Lang) {
  const unknown = lang === 'de' ? 'unbekannt' : 'unknown';
  return {
    actor: l.actorId === null ? (lang === 'de' ? 'Das System' : 'The system') : (str(l.actorName) ?? (lang === 'de' ? 'Unbekannt' : 'Someone')),
    user: str(l.userName) ?? `(${unknown})`,
    training: q(localizedText(l.trainingTitle, lang) || `(${unknown})`),
    group: q(l.groupName ?? `(${unknown})`),
    bundle: q(l.bundleName ?? `(${unknown})`),
    module: q(str(l.data.moduleTitle) ?? `(${unknown})`),
  };
}

/** What a sign-off of a practical part names: its day, place, instructor and note. */
export function practical(l: LineInput, lang: Lang): string {
  const note = str(l.data.note);
  const instructor = str(l.data.instructorName) ?? '–';
  return lang === 'de'
    ? `am ${trailDay(l.data.practicalDate, 'de')} in ${q(str(l.data.place) ?? '')}, Unterweisende/r: ${instructor}${note ? `, Notiz: ${q(note)}` : ''}`
    : `on ${trailDay(l.data.practicalDate, 'en')} at ${q(str(l.data.place) ?? '')}, instructor: ${instructor}${note ? `, note: ${q(note)}` : ''}`;
}

/** Where and when a classroom session took place: 'am 02.03.2026 08:00 in „Halle 3“'. */
export function session(l: LineInput, lang: Lang): string {
  const at = str(l.data.startsAt);
  const place = q(str(l.data.location) ?? '');
  return lang === 'de' ? `${at ? `am ${trailDate(at, 'de')} ` : ''}in ${place}` : `${at ? `on ${trailDate(at, 'en')} ` : ''}at ${place}`;
}

/** How an online completion was confirmed: with the password, or with the PIN (people without e-mail, issue 33). */
export function withWhat(l: LineInput, lang: Lang): string {
  const pin = l.data.confirmedBy === 'pin';
  return lang === 'de' ? (pin ? 'mit der PIN' : 'mit dem Passwort') : pin ? 'with their PIN' : 'with their password';
}

/**
 * The evidence of a completion and, where it was recorded, the language version it was delivered in
 * (issue 34): "Nachweis c-1, Sprache: Türkisch". Completions before language versions name none.
 */
export function evidence(l: LineInput, lang: Lang): string {
  const id = `${lang === 'de' ? 'Nachweis' : 'evidence'} ${str(l.data.completionId) ?? '–'}`;
  return str(l.data.language) ? `${id}, ${deliveredLanguageLine(str(l.data.language), lang)}` : id;
}

/** A module completion's language, where it was recorded: " (Sprache: Türkisch)". */
export const moduleLanguage = (l: LineInput, lang: Lang): string => (str(l.data.language) ? ` (${deliveredLanguageLine(str(l.data.language), lang)})` : '');

/** A language by its name in the reader's language: "Türkisch" / "Turkish". */
export const languageOf = (v: unknown, lang: Lang): string => {
  const tag = str(v);
  return tag ? languageName(tag, lang) : lang === 'de' ? '(unbekannt)' : '(unknown)';
};

export const deadlineDe = (d: unknown) => (str(d) ? `Frist ${trailDate(d as string, 'de')}` : 'ohne Frist');
export const deadlineEn = (d: unknown) => (str(d) ? `deadline ${trailDate(d as string, 'en')}` : 'no deadline');

export function trainingChanges(l: LineInput, lang: Lang): string {
  const fields = Array.isArray(l.data.fields) ? (l.data.fields as unknown[]).filter((f): f is string => typeof f === 'string') : [];
  const parts: string[] = [];
  for (const f of [...new Set(fields.map((x) => (x === 'imageUrl' ? 'imageId' : x)))]) {
    const label = FIELDS[lang][f] ?? f;
    const v = l.data[f];
    if (f === 'title' && v !== undefined) parts.push(`${label} ${q(localizedText(v, lang))}`);
    else if (f === 'status' && typeof v === 'string') parts.push(`${label}: ${STATUS[lang][v] ?? v}`);
    else if ((f === 'isRequired' || f === 'requiresRecertification') && typeof v === 'boolean') parts.push(`${label}: ${v ? (lang === 'de' ? 'ja' : 'yes') : lang === 'de' ? 'nein' : 'no'}`);
    else if (f === 'recertificationPeriod' && typeof v === 'string') parts.push(`${label}: ${PERIODS[lang][v] ?? v}`);
    else parts.push(label);
  }
  return parts.join(', ');
}

export const titles = (l: LineInput, lang: Lang): string => {
  const ts = Array.isArray(l.data.trainingTitles) ? (l.data.trainingTitles as unknown[]) : [];
  return ts.map((t) => q(localizedText(t, lang) || (lang === 'de' ? '(unbekannt)' : '(unknown)'))).join(', ');
};

/** `{de, en}` sentences of one kind. */
