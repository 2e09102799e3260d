import { localizedText, type Lang } from '../../../src/platform/i18n';
import type { LocalizedText } from '../../../src/shared/contracts/catalog';
import type { TrailKind } from './vocabulary';

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

const ZONE = 'Europe/Berlin';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HOUR = 3_600_000;
const OFFSET_PROBE = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hour12: false });
const offsets = new Map<number, number>();

/**
 * The zone's offset from UTC at an instant, in ms, asked of Intl once per UTC hour (zone changes
 * happen on full UTC hours): an export formats 100,000 instants without 100,000 Intl calls.
 */
function berlinOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let off = offsets.get(hour);
  if (off === undefined) {
    const parts = OFFSET_PROBE.formatToParts(new Date(hour * HOUR));
    const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
    off = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute')) - hour * HOUR;
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(hour, off);
  }
  return off;
}

/** The wall clock of Europe/Berlin at an instant, as a Date whose UTC fields are that wall clock; null for an invalid date. */
function wall(iso: string): Date | null {
  const ms = new Date(iso).getTime();
  return Number.isNaN(ms) ? null : new Date(ms + berlinOffset(ms));
}

const two = (n: number) => String(n).padStart(2, '0');

/** A date as the trail prints it, in Europe/Berlin: German 15.12.2026, English 15 Dec 2026. */
export function trailDate(iso: string, lang: Lang): string {
  const w = wall(iso);
  if (!w) return iso;
  return lang === 'de' ? `${two(w.getUTCDate())}.${two(w.getUTCMonth() + 1)}.${w.getUTCFullYear()}` : `${w.getUTCDate()} ${MONTHS_EN[w.getUTCMonth()]} ${w.getUTCFullYear()}`;
}

/** Date and time (Europe/Berlin): German 15.12.2026, 14:05; English 15 Dec 2026, 14:05. */
export function trailDateTime(iso: string, lang: Lang): string {
  const w = wall(iso);
  if (!w) return iso;
  return `${trailDate(iso, lang)}, ${two(w.getUTCHours())}:${two(w.getUTCMinutes())}`;
}

const ROLES: Record<Lang, Record<string, string>> = {
  de: { master: 'Plattform-Betreiber', root: 'Root-Administrator', admin: 'Administrator', manager: 'Manager', 'non-managing': 'Mitarbeiter', auditor: 'Prüfer/in' },
  en: { master: 'Platform operator', root: 'Root administrator', admin: 'Administrator', manager: 'Manager', 'non-managing': 'Employee', auditor: 'Auditor' },
};

export const roleName = (role: unknown, lang: Lang): string => (typeof role === 'string' ? (ROLES[lang][role] ?? role) : '');

const FIELDS: Record<Lang, Record<string, string>> = {
  de: {
    title: 'Titel',
    description: 'Beschreibung',
    status: 'Status',
    isRequired: 'Pflicht',
    requiresRecertification: 'Wiederholungspflicht',
    recertificationPeriod: 'Wiederholungszeitraum',
    category: 'Kategorie',
    difficulty: 'Schwierigkeit',
    duration: 'Dauer',
    imageId: 'Bild',
    imageUrl: 'Bild',
  },
  en: {
    title: 'title',
    description: 'description',
    status: 'status',
    isRequired: 'mandatory',
    requiresRecertification: 'recertification',
    recertificationPeriod: 'recertification period',
    category: 'category',
    difficulty: 'difficulty',
    duration: 'duration',
    imageId: 'image',
    imageUrl: 'image',
  },
};

const STATUS: Record<Lang, Record<string, string>> = {
  de: { draft: 'Entwurf', published: 'veröffentlicht', archived: 'archiviert' },
  en: { draft: 'draft', published: 'published', archived: 'archived' },
};

const PERIODS: Record<Lang, Record<string, string>> = {
  de: { '6_months': '6 Monate', '9_months': '9 Monate', '1_year': '1 Jahr', '2_years': '2 Jahre' },
  en: { '6_months': '6 months', '9_months': '9 months', '1_year': '1 year', '2_years': '2 years' },
};

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const q = (s: string) => `'${s}'`;

/** The names of a line, with fallbacks for things the trail never saw named. */
function names(l: LineInput, lang: Lang) {
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

/** A calendar day `YYYY-MM-DD` as the trail prints it (German 16.07.2026, English 16 Jul 2026); anything else as it is. */
export function trailDay(day: unknown, lang: Lang): string {
  const m = typeof day === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!m) return typeof day === 'string' ? day : '';
  const [, y, mo, d] = m;
  return lang === 'de' ? `${d}.${mo}.${y}` : `${Number(d)} ${MONTHS_EN[Number(mo) - 1] ?? mo} ${y}`;
}

/** What a sign-off of a practical part names: its day, place, instructor and note. */
function practical(l: LineInput, lang: Lang): string {
  const note = str(l.data.note);
  const instructor = str(l.data.instructorName) ?? '–';
  return lang === 'de'
    ? `am ${trailDay(l.data.practicalDate, 'de')} in ${q(str(l.data.place) ?? '')}, Unterweisende/r: ${instructor}${note ? `, Notiz: ${q(note)}` : ''}`
    : `on ${trailDay(l.data.practicalDate, 'en')} at ${q(str(l.data.place) ?? '')}, instructor: ${instructor}${note ? `, note: ${q(note)}` : ''}`;
}

const deadlineDe = (d: unknown) => (str(d) ? `Frist ${trailDate(d as string, 'de')}` : 'ohne Frist');
const deadlineEn = (d: unknown) => (str(d) ? `deadline ${trailDate(d as string, 'en')}` : 'no deadline');

function trainingChanges(l: LineInput, lang: Lang): string {
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

const titles = (l: LineInput, lang: Lang): string => {
  const ts = Array.isArray(l.data.trainingTitles) ? (l.data.trainingTitles as unknown[]) : [];
  return ts.map((t) => q(localizedText(t, lang) || (lang === 'de' ? '(unbekannt)' : '(unknown)'))).join(', ');
};

/** `{de, en}` sentences of one kind. */
type Sentences = Record<Lang, (l: LineInput, n: ReturnType<typeof names>) => string>;

const SENTENCES: Record<TrailKind, Sentences> = {
  'company.registered': {
    de: (l) => `Das Unternehmen ${q(str(l.data.name) ?? '')} wurde registriert`,
    en: (l) => `The company ${q(str(l.data.name) ?? '')} was registered`,
  },
  'company.profile_changed': {
    de: (l, n) => `${n.actor} hat die Unternehmensdaten geändert (${q(str(l.data.name) ?? '')})`,
    en: (l, n) => `${n.actor} changed the company details (${q(str(l.data.name) ?? '')})`,
  },
  'user.registered': {
    de: (l, n) => `${n.user} hat sich registriert (Rolle: ${roleName(l.data.role, 'de')})`,
    en: (l, n) => `${n.user} registered (role: ${roleName(l.data.role, 'en')})`,
  },
  'user.invited': {
    de: (l, n) => `${n.actor} hat ${n.user} als ${roleName(l.data.role, 'de')} angelegt`,
    en: (l, n) => `${n.actor} added ${n.user} as ${roleName(l.data.role, 'en')}`,
  },
  'user.profile_changed': {
    de: (l, n) => `${n.actor} hat die Angaben von ${n.user} geändert (jetzt ${`${str(l.data.firstName) ?? ''} ${str(l.data.lastName) ?? ''}`.trim()}, ${str(l.data.email) ?? ''})`,
    en: (l, n) => `${n.actor} changed the details of ${n.user} (now ${`${str(l.data.firstName) ?? ''} ${str(l.data.lastName) ?? ''}`.trim()}, ${str(l.data.email) ?? ''})`,
  },
  'user.role_changed': {
    de: (l, n) => `${n.actor} hat die Rolle von ${n.user} von ${roleName(l.data.previousRole, 'de')} zu ${roleName(l.data.role, 'de')} geändert`,
    en: (l, n) => `${n.actor} changed the role of ${n.user} from ${roleName(l.data.previousRole, 'en')} to ${roleName(l.data.role, 'en')}`,
  },
  'user.deactivated': { de: (_, n) => `${n.actor} hat ${n.user} deaktiviert`, en: (_, n) => `${n.actor} deactivated ${n.user}` },
  'user.activated': { de: (_, n) => `${n.actor} hat ${n.user} aktiviert`, en: (_, n) => `${n.actor} activated ${n.user}` },
  'user.deleted': { de: (_, n) => `${n.actor} hat ${n.user} gelöscht`, en: (_, n) => `${n.actor} deleted ${n.user}` },
  'user.temporary_password_issued': {
    de: (_, n) => `${n.actor} hat für ${n.user} ein vorläufiges Passwort vergeben`,
    en: (_, n) => `${n.actor} issued a temporary password for ${n.user}`,
  },
  'user.date_of_birth_changed': {
    de: (l, n) => `${n.actor} hat das Geburtsdatum von ${n.user} ${l.data.set === false ? 'entfernt' : l.data.previouslySet === true ? 'geändert' : 'erfasst'}`,
    en: (l, n) => `${n.actor} ${l.data.set === false ? 'removed' : l.data.previouslySet === true ? 'changed' : 'recorded'} the date of birth of ${n.user}`,
  },
  'training.created': { de: (_, n) => `${n.actor} hat die Schulung ${n.training} angelegt`, en: (_, n) => `${n.actor} created the training ${n.training}` },
  'training.changed': {
    de: (l, n) => `${n.actor} hat die Schulung ${n.training} geändert: ${trainingChanges(l, 'de')}`,
    en: (l, n) => `${n.actor} changed the training ${n.training}: ${trainingChanges(l, 'en')}`,
  },
  'training.deleted': { de: (_, n) => `${n.actor} hat die Schulung ${n.training} gelöscht`, en: (_, n) => `${n.actor} deleted the training ${n.training}` },
  'training.module_added': {
    de: (_, n) => `${n.actor} hat der Schulung ${n.training} das Modul ${n.module} hinzugefügt`,
    en: (_, n) => `${n.actor} added the module ${n.module} to the training ${n.training}`,
  },
  'training.module_changed': {
    de: (l, n) =>
      str(l.data.newTitle)
        ? `${n.actor} hat das Modul ${n.module} der Schulung ${n.training} in ${q(str(l.data.newTitle)!)} umbenannt`
        : `${n.actor} hat das Modul ${n.module} der Schulung ${n.training} geändert`,
    en: (l, n) =>
      str(l.data.newTitle)
        ? `${n.actor} renamed the module ${n.module} of the training ${n.training} to ${q(str(l.data.newTitle)!)}`
        : `${n.actor} changed the module ${n.module} of the training ${n.training}`,
  },
  'training.module_removed': {
    de: (_, n) => `${n.actor} hat das Modul ${n.module} aus der Schulung ${n.training} entfernt`,
    en: (_, n) => `${n.actor} removed the module ${n.module} from the training ${n.training}`,
  },
  'training.modules_rearranged': {
    de: (_, n) => `${n.actor} hat die Module der Schulung ${n.training} neu geordnet`,
    en: (_, n) => `${n.actor} rearranged the modules of the training ${n.training}`,
  },
  'training.co_owner_added': {
    de: (_, n) => `${n.actor} hat ${n.user} als Mitverantwortliche/n der Schulung ${n.training} eingetragen`,
    en: (_, n) => `${n.actor} made ${n.user} a co-owner of the training ${n.training}`,
  },
  'training.co_owner_removed': {
    de: (_, n) => `${n.actor} hat ${n.user} als Mitverantwortliche/n der Schulung ${n.training} ausgetragen`,
    en: (_, n) => `${n.actor} removed ${n.user} as a co-owner of the training ${n.training}`,
  },
  'group.created': { de: (_, n) => `${n.actor} hat die Einheit ${n.group} angelegt`, en: (_, n) => `${n.actor} created the unit ${n.group}` },
  'group.changed': {
    de: (l, n) => (l.data.renamed ? `${n.actor} hat die Einheit ${n.group} in ${q(str(l.data.name) ?? '')} umbenannt` : `${n.actor} hat die Beschreibung der Einheit ${n.group} geändert`),
    en: (l, n) => (l.data.renamed ? `${n.actor} renamed the unit ${n.group} to ${q(str(l.data.name) ?? '')}` : `${n.actor} changed the description of the unit ${n.group}`),
  },
  'group.deleted': { de: (_, n) => `${n.actor} hat die Einheit ${n.group} gelöscht`, en: (_, n) => `${n.actor} deleted the unit ${n.group}` },
  'group.member_added': { de: (_, n) => `${n.actor} hat ${n.user} der Einheit ${n.group} hinzugefügt`, en: (_, n) => `${n.actor} added ${n.user} to the unit ${n.group}` },
  'group.member_removed': { de: (_, n) => `${n.actor} hat ${n.user} aus der Einheit ${n.group} entfernt`, en: (_, n) => `${n.actor} removed ${n.user} from the unit ${n.group}` },
  'group.training_assigned': {
    de: (l, n) => `${n.actor} hat ${n.training} der Einheit ${n.group} zugewiesen, ${deadlineDe(l.data.deadline)}`,
    en: (l, n) => `${n.actor} assigned ${n.training} to the unit ${n.group}, ${deadlineEn(l.data.deadline)}`,
  },
  'group.training_unassigned': {
    de: (_, n) => `${n.actor} hat die Zuweisung von ${n.training} an die Einheit ${n.group} aufgehoben`,
    en: (_, n) => `${n.actor} withdrew ${n.training} from the unit ${n.group}`,
  },
  'group.deadline_set': {
    de: (l, n) => `${n.actor} hat die Frist für ${n.training} in der Einheit ${n.group} auf den ${trailDate(str(l.data.deadline) ?? '', 'de')} gesetzt`,
    en: (l, n) => `${n.actor} set the deadline for ${n.training} in the unit ${n.group} to ${trailDate(str(l.data.deadline) ?? '', 'en')}`,
  },
  'group.bundle_assigned': {
    de: (l, n) => `${n.actor} hat das Bundle ${n.bundle} der Einheit ${n.group} zugewiesen, ${deadlineDe(l.data.deadline)}`,
    en: (l, n) => `${n.actor} assigned the bundle ${n.bundle} to the unit ${n.group}, ${deadlineEn(l.data.deadline)}`,
  },
  'group.bundle_unassigned': {
    de: (_, n) => `${n.actor} hat die Zuweisung des Bundles ${n.bundle} an die Einheit ${n.group} aufgehoben`,
    en: (_, n) => `${n.actor} withdrew the bundle ${n.bundle} from the unit ${n.group}`,
  },
  'group.co_owner_added': {
    de: (_, n) => `${n.actor} hat ${n.user} als Mitverantwortliche/n der Einheit ${n.group} eingetragen`,
    en: (_, n) => `${n.actor} made ${n.user} a co-owner of the unit ${n.group}`,
  },
  'group.co_owner_removed': {
    de: (_, n) => `${n.actor} hat ${n.user} als Mitverantwortliche/n der Einheit ${n.group} ausgetragen`,
    en: (_, n) => `${n.actor} removed ${n.user} as a co-owner of the unit ${n.group}`,
  },
  'bundle.created': { de: (_, n) => `${n.actor} hat das Bundle ${n.bundle} angelegt`, en: (_, n) => `${n.actor} created the bundle ${n.bundle}` },
  'bundle.changed': {
    de: (l, n) => (l.data.renamed ? `${n.actor} hat das Bundle ${n.bundle} in ${q(str(l.data.name) ?? '')} umbenannt` : `${n.actor} hat die Beschreibung des Bundles ${n.bundle} geändert`),
    en: (l, n) => (l.data.renamed ? `${n.actor} renamed the bundle ${n.bundle} to ${q(str(l.data.name) ?? '')}` : `${n.actor} changed the description of the bundle ${n.bundle}`),
  },
  'bundle.trainings_set': {
    de: (l, n) => {
      const t = titles(l, 'de');
      return t ? `${n.actor} hat die Schulungen des Bundles ${n.bundle} festgelegt: ${t}` : `${n.actor} hat alle Schulungen aus dem Bundle ${n.bundle} entfernt`;
    },
    en: (l, n) => {
      const t = titles(l, 'en');
      return t ? `${n.actor} set the trainings of the bundle ${n.bundle}: ${t}` : `${n.actor} removed every training from the bundle ${n.bundle}`;
    },
  },
  'bundle.deleted': { de: (_, n) => `${n.actor} hat das Bundle ${n.bundle} gelöscht`, en: (_, n) => `${n.actor} deleted the bundle ${n.bundle}` },
  'learning.started': {
    de: (l, n) => `${n.user} hat ${n.training} begonnen${(l.cycle ?? 1) > 1 ? ` (Durchgang ${l.cycle})` : ''}`,
    en: (l, n) => `${n.user} started ${n.training}${(l.cycle ?? 1) > 1 ? ` (cycle ${l.cycle})` : ''}`,
  },
  'learning.module_completed': {
    de: (_, n) => `${n.user} hat das Modul ${n.module} von ${n.training} abgeschlossen`,
    en: (_, n) => `${n.user} completed the module ${n.module} of ${n.training}`,
  },
  'learning.quiz_passed': {
    de: (l, n) =>
      num(l.data.total)
        ? `${n.user} hat die Prüfungsfragen von ${n.training} bestanden (${num(l.data.percent) ?? 0} %, ${num(l.data.correct) ?? 0} von ${num(l.data.total) ?? 0} richtig)`
        : `${n.user} hat alle Module von ${n.training} bearbeitet (keine Prüfungsfragen)`,
    en: (l, n) =>
      num(l.data.total)
        ? `${n.user} passed the quiz of ${n.training} (${num(l.data.percent) ?? 0}%, ${num(l.data.correct) ?? 0} of ${num(l.data.total) ?? 0} correct)`
        : `${n.user} went through every module of ${n.training} (no quiz questions)`,
  },
  'learning.quiz_failed': {
    de: (l, n) => `${n.user} hat die Prüfungsfragen von ${n.training} nicht bestanden (${num(l.data.percent) ?? 0} %, ${num(l.data.correct) ?? 0} von ${num(l.data.total) ?? 0} richtig)`,
    en: (l, n) => `${n.user} failed the quiz of ${n.training} (${num(l.data.percent) ?? 0}%, ${num(l.data.correct) ?? 0} of ${num(l.data.total) ?? 0} correct)`,
  },
  'learning.completed': {
    de: (l, n) =>
      l.data.practicalPartRequired === true
        ? `${n.user} hat den Online-Teil von ${n.training} abgeschlossen und mit dem Passwort bestätigt, wartet auf Praxisteil (Nachweis ${str(l.data.completionId) ?? '–'})`
        : `${n.user} hat ${n.training} abgeschlossen und mit dem Passwort bestätigt (Nachweis ${str(l.data.completionId) ?? '–'})`,
    en: (l, n) =>
      l.data.practicalPartRequired === true
        ? `${n.user} completed the online part of ${n.training} and confirmed it with their password, awaiting the practical part (evidence ${str(l.data.completionId) ?? '–'})`
        : `${n.user} completed ${n.training} and confirmed it with their password (evidence ${str(l.data.completionId) ?? '–'})`,
  },
  'learning.practical_part_signed_off': {
    de: (l, n) => `${n.actor} hat den Praxisteil von ${n.training} für ${n.user} bestätigt (${practical(l, 'de')}); die Schulung gilt damit als abgeschlossen`,
    en: (l, n) => `${n.actor} signed off the practical part of ${n.training} for ${n.user} (${practical(l, 'en')}); the training counts as completed from now`,
  },
  'info.posted': {
    de: (l, n) => `${n.actor} hat in der Einheit ${n.group} die Info ${q(str(l.data.title) ?? '')} veröffentlicht (${num(l.data.recipients) ?? 0} Empfänger/innen)`,
    en: (l, n) => `${n.actor} posted ${q(str(l.data.title) ?? '')} to the unit ${n.group} (${num(l.data.recipients) ?? 0} recipients)`,
  },
  'info.read': {
    de: (l, n) => `${n.user} hat die Info ${q(str(l.data.title) ?? '')} der Einheit ${n.group} gelesen`,
    en: (l, n) => `${n.user} read ${q(str(l.data.title) ?? '')} in the unit ${n.group}`,
  },
  'media.video_stored': {
    de: (l, n) => `${n.actor} hat das Video ${q(str(l.data.title) ?? '')} hochgeladen`,
    en: (l, n) => `${n.actor} uploaded the video ${q(str(l.data.title) ?? '')}`,
  },
  'media.image_stored': {
    de: (l, n) => `${n.actor} hat das Bild ${q(str(l.data.name) ?? '')} hochgeladen`,
    en: (l, n) => `${n.actor} uploaded the image ${q(str(l.data.name) ?? '')}`,
  },
};

/** The human-readable line of one trail row in a language. */
export function trailText(l: LineInput, lang: Lang): string {
  return SENTENCES[l.kind][lang](l, names(l, lang));
}

/** The public names of the kinds in a language (the type filter's labels, the export's column). */
export const KIND_LABELS: Record<Lang, Record<TrailKind, string>> = {
  de: {
    'company.registered': 'Unternehmen registriert',
    'company.profile_changed': 'Unternehmensdaten geändert',
    'user.registered': 'Benutzer/in registriert',
    'user.invited': 'Benutzer/in angelegt',
    'user.profile_changed': 'Benutzerangaben geändert',
    'user.role_changed': 'Rolle geändert',
    'user.deactivated': 'Benutzer/in deaktiviert',
    'user.activated': 'Benutzer/in aktiviert',
    'user.deleted': 'Benutzer/in gelöscht',
    'user.temporary_password_issued': 'Vorläufiges Passwort vergeben',
    'user.date_of_birth_changed': 'Geburtsdatum geändert',
    'training.created': 'Schulung angelegt',
    'training.changed': 'Schulung geändert',
    'training.deleted': 'Schulung gelöscht',
    'training.module_added': 'Modul hinzugefügt',
    'training.module_changed': 'Modul geändert',
    'training.module_removed': 'Modul entfernt',
    'training.modules_rearranged': 'Module neu geordnet',
    'training.co_owner_added': 'Mitverantwortliche/r der Schulung eingetragen',
    'training.co_owner_removed': 'Mitverantwortliche/r der Schulung ausgetragen',
    'group.created': 'Einheit angelegt',
    'group.changed': 'Einheit geändert',
    'group.deleted': 'Einheit gelöscht',
    'group.member_added': 'Mitglied hinzugefügt',
    'group.member_removed': 'Mitglied entfernt',
    'group.training_assigned': 'Schulung zugewiesen',
    'group.training_unassigned': 'Zuweisung aufgehoben',
    'group.deadline_set': 'Frist geändert',
    'group.bundle_assigned': 'Bundle zugewiesen',
    'group.bundle_unassigned': 'Bundle-Zuweisung aufgehoben',
    'group.co_owner_added': 'Mitverantwortliche/r der Einheit eingetragen',
    'group.co_owner_removed': 'Mitverantwortliche/r der Einheit ausgetragen',
    'bundle.created': 'Bundle angelegt',
    'bundle.changed': 'Bundle geändert',
    'bundle.trainings_set': 'Bundle-Schulungen festgelegt',
    'bundle.deleted': 'Bundle gelöscht',
    'learning.started': 'Schulung begonnen',
    'learning.module_completed': 'Modul abgeschlossen',
    'learning.quiz_passed': 'Prüfungsfragen bestanden',
    'learning.quiz_failed': 'Prüfungsfragen nicht bestanden',
    'learning.completed': 'Schulung abgeschlossen',
    'learning.practical_part_signed_off': 'Praxisteil bestätigt',
    'info.posted': 'Info veröffentlicht',
    'info.read': 'Info gelesen',
    'media.video_stored': 'Video hochgeladen',
    'media.image_stored': 'Bild hochgeladen',
  },
  en: {
    'company.registered': 'Company registered',
    'company.profile_changed': 'Company details changed',
    'user.registered': 'User registered',
    'user.invited': 'User added',
    'user.profile_changed': 'User details changed',
    'user.role_changed': 'Role changed',
    'user.deactivated': 'User deactivated',
    'user.activated': 'User activated',
    'user.deleted': 'User deleted',
    'user.temporary_password_issued': 'Temporary password issued',
    'user.date_of_birth_changed': 'Date of birth changed',
    'training.created': 'Training created',
    'training.changed': 'Training changed',
    'training.deleted': 'Training deleted',
    'training.module_added': 'Module added',
    'training.module_changed': 'Module changed',
    'training.module_removed': 'Module removed',
    'training.modules_rearranged': 'Modules rearranged',
    'training.co_owner_added': 'Training co-owner added',
    'training.co_owner_removed': 'Training co-owner removed',
    'group.created': 'Unit created',
    'group.changed': 'Unit changed',
    'group.deleted': 'Unit deleted',
    'group.member_added': 'Member added',
    'group.member_removed': 'Member removed',
    'group.training_assigned': 'Training assigned',
    'group.training_unassigned': 'Assignment withdrawn',
    'group.deadline_set': 'Deadline changed',
    'group.bundle_assigned': 'Bundle assigned',
    'group.bundle_unassigned': 'Bundle withdrawn',
    'group.co_owner_added': 'Unit co-owner added',
    'group.co_owner_removed': 'Unit co-owner removed',
    'bundle.created': 'Bundle created',
    'bundle.changed': 'Bundle changed',
    'bundle.trainings_set': 'Bundle trainings set',
    'bundle.deleted': 'Bundle deleted',
    'learning.started': 'Training started',
    'learning.module_completed': 'Module completed',
    'learning.quiz_passed': 'Quiz passed',
    'learning.quiz_failed': 'Quiz failed',
    'learning.completed': 'Training completed',
    'learning.practical_part_signed_off': 'Practical part signed off',
    'info.posted': 'Info posted',
    'info.read': 'Info read',
    'media.video_stored': 'Video uploaded',
    'media.image_stored': 'Image uploaded',
  },
};
