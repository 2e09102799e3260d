import { q, str } from './sentence-parts';
import type { Sentences } from './sentences';

/** Badges and kiosks (issue 33, items 4 and 5): the device by name; codes, tokens and badges never. */
export const SHOP_FLOOR_SENTENCES: Record<'user.badge_issued' | 'user.sign_in_locked' | 'kiosk.registered' | 'kiosk.paired' | 'kiosk.revoked', Sentences> = {
  'user.badge_issued': {
    de: (_, n) => `${n.actor} hat für ${n.user} einen Ausweis ausgestellt (ein früherer gilt nicht mehr)`,
    en: (_, n) => `${n.actor} issued a badge for ${n.user} (any earlier one no longer works)`,
  },
  'user.sign_in_locked': {
    de: (l, n) =>
      `Am Konto von ${n.user} wurde ${String(l.data.attemptsInARow)}-mal in Folge falsch angemeldet (PIN, Startcode oder Ausweis${l.data.onKiosk ? ', an einem Kiosk-Gerät' : ''}); weitere Versuche warten bis zu 15 Minuten, ${String(l.data.told)} Admin${l.data.told === 1 ? '' : 's'} benachrichtigt`,
    en: (l, n) =>
      `${String(l.data.attemptsInARow)} wrong sign-ins in a row to ${n.user}'s account (PIN, start code or badge${l.data.onKiosk ? ', on a kiosk device' : ''}); further attempts wait up to 15 minutes, ${String(l.data.told)} admin${l.data.told === 1 ? '' : 's'} told`,
  },
  'kiosk.registered': {
    de: (l, n) => `${n.actor} hat das Kiosk-Gerät ${q(str(l.data.name) ?? '')} angelegt${l.data.units ? ` (nur für ${String(l.data.units)} Einheit${l.data.units === 1 ? '' : 'en'})` : ''}`,
    en: (l, n) => `${n.actor} registered the kiosk device ${q(str(l.data.name) ?? '')}${l.data.units ? ` (for ${String(l.data.units)} unit${l.data.units === 1 ? '' : 's'} only)` : ''}`,
  },
  'kiosk.paired': { de: (l) => `Das Kiosk-Gerät ${q(str(l.data.name) ?? '')} wurde gekoppelt`, en: (l) => `The kiosk device ${q(str(l.data.name) ?? '')} was paired` },
  'kiosk.revoked': {
    de: (l, n) => `${n.actor} hat das Kiosk-Gerät ${q(str(l.data.name) ?? '')} gesperrt; dort angemeldete Personen wurden abgemeldet`,
    en: (l, n) => `${n.actor} revoked the kiosk device ${q(str(l.data.name) ?? '')}; people signed in on it were signed out`,
  },
};
