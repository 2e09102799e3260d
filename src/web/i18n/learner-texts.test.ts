/**
 * The missing-text check of the learner's screens (issue 34 item 5), run by CI with the unit tests:
 * every text an employee reads (sign-in, My Learning, the player, the kiosk, the bell, the profile,
 * the app's frame; the notice mails) exists in all eight UI languages, with
 * every plural form the language needs (`Intl.PluralRules`), the German text's placeholders, and
 * not left in English. The compiler already refuses a missing or unknown key (`Translation<T>`);
 * this check also covers what the types cannot see. The evidence PDF's words: evidence-text.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import i18n from './index';
import '../lib/feature-texts';
import '../app/i18n';
import '../features/auth/i18n';
import '../features/my-learning/i18n';
import '../features/learning/i18n';
import '../features/player/i18n';
import '../features/kiosk/i18n';
import '../features/notifications/i18n';
import '../features/profile/i18n';
import '../features/dashboard/i18n';
import '../features/infolog/i18n';
import { LEARNER_ONLY_LANGUAGES, languageName, UI_LANGUAGES } from '../../shared/languages';
import { NOTIFICATION_WORDS } from '../../shared/notification-text';
import { leaves, textProblems, type Tree } from '../../shared/text-check';

/** The roots of the texts an employee reads. */
const LEARNER_ROOTS = ['common', 'app', 'auth', 'myLearningUi', 'learningUi', 'playerUi', 'kiosk', 'notificationsUi', 'profile', 'dashboardUi', 'infologUi'] as const;

function bundle(language: string, root: string): Map<string, string> {
  const all = i18n.getResourceBundle(language, 'translation') as Tree | undefined;
  const tree = all?.[root];
  return typeof tree === 'object' ? leaves(tree) : new Map();
}

describe('learner texts: every UI language has every text an employee reads', () => {
  it('the German source texts are there for every learner root', () => {
    for (const root of LEARNER_ROOTS) expect(bundle('de', root).size, root).toBeGreaterThan(0);
  });

  for (const language of UI_LANGUAGES.filter((l) => l !== 'de')) {
    it(`${language}: the screens' texts`, () => {
      const report: string[] = [];
      for (const root of LEARNER_ROOTS) {
        const english = language === 'en' ? new Map<string, string>() : bundle('en', root);
        for (const p of textProblems(bundle('de', root), bundle(language, root), english, language)) report.push(`${root}.${p}`);
      }
      expect(report).toEqual([]);
    });
  }

  for (const language of LEARNER_ONLY_LANGUAGES) {
    it(`${language}: the notice mails' words`, () => {
      const words = NOTIFICATION_WORDS[language];
      const facts = { title: 'T', date: '01.02.2027', days: 3, person: 'P' };
      const report: string[] = [];
      for (const [kind, sentence] of Object.entries(words.sentence)) {
        const text = sentence(facts);
        if (kind !== 'account_locked' && !text.includes('«T»') && !/\bT\b/u.test(text)) report.push(`sentence.${kind}: no title`);
        if (text === NOTIFICATION_WORDS.en.sentence[kind as keyof typeof words.sentence](facts)) report.push(`sentence.${kind}: the English one`);
      }
      if (!words.mail.more.includes('{{more}}')) report.push('mail.more: lacks {{more}}');
      expect(report).toEqual([]);
    });
  }

  it('the README says who reviewed each learner language, or that it awaits review', () => {
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf("## Languages of the learner's screens"));
    expect(section.length, 'README section "Languages of the learner\'s screens"').toBeGreaterThan(50);
    for (const language of LEARNER_ONLY_LANGUAGES) expect(section, `${language} (${languageName(language, 'en')})`).toMatch(new RegExp(`\\| ${languageName(language, 'en')} \\(\`${language}\`\\) \\|[^\\n]*(reviewed by|awaits review)`));
  });
});
