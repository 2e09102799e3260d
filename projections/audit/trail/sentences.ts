import type { Lang } from '../../../src/platform/i18n';
import { trailDate } from './dates';
import { roleName } from './labels';
import { deadlineDe, deadlineEn, evidence, moduleLanguage, names, num, practical, q, session, str, titles, trainingChanges, withWhat, type LineInput } from './sentence-parts';
import { LANGUAGE_SENTENCES } from './sentences-languages';
import { PRIVACY_SENTENCES } from './sentences-privacy';
import type { TrailKind } from './vocabulary';
import { SHOP_FLOOR_SENTENCES } from './sentences-shop-floor';

export type Sentences = Record<Lang, (l: LineInput, n: ReturnType<typeof names>) => string>;

/** A co-owner made of a training or a unit: `name` which name of the line, `de` and `en` its noun ('der Schulung', 'the training'). */
const coOwnerAdded = (name: 'training' | 'group', de: string, en: string): Sentences => ({
  de: (_, n) => `${n.actor} hat ${n.user} als Mitverantwortliche/n ${de} ${n[name]} eingetragen`,
  en: (_, n) => `${n.actor} made ${n.user} a co-owner of ${en} ${n[name]}`,
});

/** A co-owner of a training or a unit removed (as coOwnerAdded). */
const coOwnerRemoved = (name: 'training' | 'group', de: string, en: string): Sentences => ({
  de: (_, n) => `${n.actor} hat ${n.user} als Mitverantwortliche/n ${de} ${n[name]} ausgetragen`,
  en: (_, n) => `${n.actor} removed ${n.user} as a co-owner of ${en} ${n[name]}`,
});

/** A unit's or a bundle's details changed: renamed, or else its description; its German noun in the accusative and genitive. */
const detailsChanged = (name: 'group' | 'bundle', de: { acc: string; gen: string }, en: string): Sentences => ({
  de: (l, n) => (l.data.renamed ? `${n.actor} hat ${de.acc} ${n[name]} in ${q(str(l.data.name) ?? '')} umbenannt` : `${n.actor} hat die Beschreibung ${de.gen} ${n[name]} geändert`),
  en: (l, n) => (l.data.renamed ? `${n.actor} renamed ${en} ${n[name]} to ${q(str(l.data.name) ?? '')}` : `${n.actor} changed the description of ${en} ${n[name]}`),
});

export const SENTENCES: Record<TrailKind, Sentences> = {
  'company.registered': {
    de: (l) => `Das Unternehmen ${q(str(l.data.name) ?? '')} wurde registriert`,
    en: (l) => `The company ${q(str(l.data.name) ?? '')} was registered`,
  },
  'company.profile_changed': {
    de: (l, n) => `${n.actor} hat die Unternehmensdaten geändert (${q(str(l.data.name) ?? '')})`,
    en: (l, n) => `${n.actor} changed the company details (${q(str(l.data.name) ?? '')})`,
  },
  'company.login_code_changed': {
    de: (l, n) => `${n.actor} hat den Anmeldecode des Unternehmens ${l.data.previouslySet === true ? 'geändert' : 'vergeben'} (jetzt ${q(str(l.data.loginCode) ?? '')})`,
    en: (l, n) => `${n.actor} ${l.data.previouslySet === true ? 'changed' : 'set'} the company's login code (now ${q(str(l.data.loginCode) ?? '')})`,
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
  'user.personnel_number_changed': {
    de: (l, n) => `${n.actor} hat die Personalnummer von ${n.user} ${l.data.personnelNumber === null ? 'entfernt' : `auf ${q(str(l.data.personnelNumber) ?? '')} gesetzt`}`,
    en: (l, n) => `${n.actor} ${l.data.personnelNumber === null ? 'removed the personnel number of' : `set the personnel number ${q(str(l.data.personnelNumber) ?? '')} for`} ${n.user}`,
  },
  'user.start_code_issued': {
    de: (_, n) => `${n.actor} hat für ${n.user} einen Startcode erzeugt`,
    en: (_, n) => `${n.actor} issued a start code for ${n.user}`,
  },
  'user.pin_set': { de: (_, n) => `${n.user} hat eine PIN festgelegt`, en: (_, n) => `${n.user} set a PIN` },
  ...SHOP_FLOOR_SENTENCES,
  ...LANGUAGE_SENTENCES,
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
  'training.co_owner_added': coOwnerAdded('training', 'der Schulung', 'the training'),
  'training.co_owner_removed': coOwnerRemoved('training', 'der Schulung', 'the training'),
  'group.created': { de: (_, n) => `${n.actor} hat die Einheit ${n.group} angelegt`, en: (_, n) => `${n.actor} created the unit ${n.group}` },
  'group.changed': detailsChanged('group', { acc: 'die Einheit', gen: 'der Einheit' }, 'the unit'),
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
  'group.co_owner_added': coOwnerAdded('group', 'der Einheit', 'the unit'),
  'group.co_owner_removed': coOwnerRemoved('group', 'der Einheit', 'the unit'),
  'bundle.created': { de: (_, n) => `${n.actor} hat das Bundle ${n.bundle} angelegt`, en: (_, n) => `${n.actor} created the bundle ${n.bundle}` },
  'bundle.changed': detailsChanged('bundle', { acc: 'das Bundle', gen: 'des Bundles' }, 'the bundle'),
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
    de: (l, n) => `${n.user} hat das Modul ${n.module} von ${n.training} abgeschlossen${moduleLanguage(l, 'de')}`,
    en: (l, n) => `${n.user} completed the module ${n.module} of ${n.training}${moduleLanguage(l, 'en')}`,
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
      l.data.sessionId !== undefined
        ? `${n.user} hat ${n.training} in der Präsenzunterweisung ${session(l, 'de')} abgeschlossen, ${l.data.method === 'presence-paper' ? 'bestätigt durch die unterschriebene Teilnehmerliste' : 'bestätigt mit eigener Unterschrift'} (${evidence(l, 'de')})`
        : l.data.practicalPartRequired === true
          ? `${n.user} hat den Online-Teil von ${n.training} abgeschlossen und ${withWhat(l, 'de')} bestätigt, wartet auf Praxisteil (${evidence(l, 'de')})`
          : `${n.user} hat ${n.training} abgeschlossen und ${withWhat(l, 'de')} bestätigt (${evidence(l, 'de')})`,
    en: (l, n) =>
      l.data.sessionId !== undefined
        ? `${n.user} completed ${n.training} in the classroom session ${session(l, 'en')}, ${l.data.method === 'presence-paper' ? 'confirmed by the signed participant list' : 'confirmed with their own signature'} (${evidence(l, 'en')})`
        : l.data.practicalPartRequired === true
          ? `${n.user} completed the online part of ${n.training} and confirmed it ${withWhat(l, 'en')}, awaiting the practical part (${evidence(l, 'en')})`
          : `${n.user} completed ${n.training} and confirmed it ${withWhat(l, 'en')} (${evidence(l, 'en')})`,
  },
  'learning.practical_part_signed_off': {
    de: (l, n) => `${n.actor} hat den Praxisteil von ${n.training} für ${n.user} bestätigt (${practical(l, 'de')}); die Schulung gilt damit als abgeschlossen`,
    en: (l, n) => `${n.actor} signed off the practical part of ${n.training} for ${n.user} (${practical(l, 'en')}); the training counts as completed from now`,
  },
  'instruction.session_planned': {
    de: (l, n) => `${n.actor} hat eine Präsenzunterweisung zu ${n.training} ${session(l, 'de')} mit ${num(l.data.participants) ?? 0} Teilnehmenden geplant (unterweist: ${n.user})`,
    en: (l, n) => `${n.actor} planned a classroom session of ${n.training} ${session(l, 'en')} with ${num(l.data.participants) ?? 0} participants (instructor: ${n.user})`,
  },
  'instruction.participant_added': {
    de: (l, n) => `${n.actor} hat ${n.user} auf die Teilnehmerliste der Präsenzunterweisung zu ${n.training} ${session(l, 'de')} gesetzt`,
    en: (l, n) => `${n.actor} put ${n.user} on the list of the classroom session of ${n.training} ${session(l, 'en')}`,
  },
  'instruction.participant_removed': {
    de: (l, n) => `${n.actor} hat ${n.user} von der Teilnehmerliste der Präsenzunterweisung zu ${n.training} ${session(l, 'de')} genommen`,
    en: (l, n) => `${n.actor} took ${n.user} off the list of the classroom session of ${n.training} ${session(l, 'en')}`,
  },
  'instruction.session_opened': {
    de: (l, n) => `${n.actor} hat die Präsenzunterweisung zu ${n.training} ${session(l, 'de')} begonnen`,
    en: (l, n) => `${n.actor} opened the classroom session of ${n.training} ${session(l, 'en')}`,
  },
  'instruction.participant_signed': {
    de: (l, n) => `${n.user} hat in der Präsenzunterweisung zu ${n.training} ${session(l, 'de')} die Teilnahme und das Verständnis mit Unterschrift bestätigt`,
    en: (l, n) => `${n.user} confirmed attendance and understanding with their signature in the classroom session of ${n.training} ${session(l, 'en')}`,
  },
  'instruction.signature_withdrawn': {
    de: (l, n) => `${n.actor} hat die Unterschrift von ${n.user} in der Präsenzunterweisung zu ${n.training} ${session(l, 'de')} zurückgenommen (Grund: ${q(str(l.data.reason) ?? '')})`,
    en: (l, n) => `${n.actor} withdrew the signature of ${n.user} in the classroom session of ${n.training} ${session(l, 'en')} (reason: ${q(str(l.data.reason) ?? '')})`,
  },
  'instruction.session_closed': {
    de: (l, n) =>
      `${n.actor} hat die Präsenzunterweisung zu ${n.training} ${session(l, 'de')} ${l.data.method === 'presence-paper' ? 'anhand der unterschriebenen Teilnehmerliste' : 'mit eigener Unterschrift'} abgeschlossen: ${num(l.data.signed) ?? 0} unterschrieben, ${num(l.data.absent) ?? 0} abwesend`,
    en: (l, n) =>
      `${n.actor} closed the classroom session of ${n.training} ${session(l, 'en')} ${l.data.method === 'presence-paper' ? 'from the signed participant list' : 'with their own signature'}: ${num(l.data.signed) ?? 0} signed, ${num(l.data.absent) ?? 0} absent`,
  },
  'instruction.session_corrected': {
    de: (l, n) => `${n.actor} hat die Präsenzunterweisung zu ${n.training} ${session(l, 'de')} korrigiert: ${q(str(l.data.correction) ?? '')} (Grund: ${q(str(l.data.reason) ?? '')})`,
    en: (l, n) => `${n.actor} corrected the classroom session of ${n.training} ${session(l, 'en')}: ${q(str(l.data.correction) ?? '')} (reason: ${q(str(l.data.reason) ?? '')})`,
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
  ...PRIVACY_SENTENCES,
};

/** The human-readable line of one trail row in a language. */
