import type { CatalogAuthoring, TrainingDetails } from './modules/catalog';
import type { Caller } from './shared/contracts/ids';

interface SeedModule {
  type: 'text' | 'quiz';
  title: string;
  content: { text: string } | { questions: { question: string; answers: { text: string; isCorrect: boolean; explanation?: string }[] }[] };
}

interface SeedTraining {
  details: Partial<TrainingDetails> & Pick<TrainingDetails, 'title' | 'description'>;
  tags: string[];
  modules: SeedModule[];
}

/** A few realistic German trainings for the demo company. */
export const DEMO_TRAININGS: SeedTraining[] = [
  {
    details: {
      title: { de: 'Allgemeine Sicherheitsunterweisung Baustelle', en: 'General construction site safety instruction' },
      description: { de: 'Jährliche Unterweisung nach § 12 ArbSchG: Gefahren auf der Baustelle, PSA, Verhalten bei Unfällen.', en: 'Annual instruction under § 12 ArbSchG: site hazards, PPE, what to do after an accident.' },
      status: 'published', isRequired: true, requiresRecertification: true, recertificationPeriod: '1_year', imageId: 'safety-1', category: 'Arbeitssicherheit', difficulty: 'beginner', duration: 25,
    },
    tags: ['default-arbeitsschutz', 'default-sicherheitseinweisung', 'default-psa'],
    modules: [
      { type: 'text', title: 'Warum diese Unterweisung?', content: { text: 'Der Arbeitgeber muss alle Beschäftigten mindestens einmal jährlich über Sicherheit und Gesundheitsschutz unterweisen (§ 12 ArbSchG, DGUV Vorschrift 1).\n\nIn dieser Schulung lernen Sie die wichtigsten Gefahren auf unseren Baustellen kennen und wie Sie sich und Ihre Kolleginnen und Kollegen schützen.' } },
      { type: 'text', title: 'Persönliche Schutzausrüstung', content: { text: 'Auf der Baustelle sind immer zu tragen:\n• Schutzhelm\n• Sicherheitsschuhe S3\n• Warnweste\n\nJe nach Tätigkeit zusätzlich: Gehörschutz, Schutzbrille, Handschuhe, Auffanggurt. Beschädigte PSA sofort beim Vorgesetzten melden und austauschen.' } },
      { type: 'quiz', title: 'Wissenscheck', content: { questions: [
        { question: 'Wie oft muss die Sicherheitsunterweisung mindestens wiederholt werden?', answers: [{ text: 'Einmal jährlich', isCorrect: true }, { text: 'Alle fünf Jahre', isCorrect: false }, { text: 'Nur bei Arbeitsbeginn', isCorrect: false }] },
        { question: 'Welche Schutzausrüstung ist auf der Baustelle immer Pflicht?', answers: [{ text: 'Schutzhelm', isCorrect: true }, { text: 'Sicherheitsschuhe', isCorrect: true }, { text: 'Warnweste', isCorrect: true }, { text: 'Atemschutzmaske', isCorrect: false }] },
        { question: 'Was tun Sie mit beschädigter PSA?', answers: [{ text: 'Weiter benutzen, bis Ersatz da ist', isCorrect: false }, { text: 'Sofort melden und austauschen', isCorrect: true, explanation: 'Beschädigte PSA schützt nicht zuverlässig.' }] },
      ] } },
    ],
  },
  {
    details: {
      title: { de: 'Brandschutzunterweisung', en: 'Fire safety instruction' },
      description: { de: 'Brände verhüten, richtig alarmieren, Feuerlöscher bedienen, Flucht- und Rettungswege kennen.', en: 'Preventing fires, raising the alarm, using extinguishers, knowing escape routes.' },
      status: 'published', isRequired: true, requiresRecertification: true, recertificationPeriod: '2_years', imageId: 'safety-2', category: 'Brandschutz', difficulty: 'beginner', duration: 20,
    },
    tags: ['default-brandschutz', 'default-notfallverfahren'],
    modules: [
      { type: 'text', title: 'Verhalten im Brandfall', content: { text: 'Ruhe bewahren.\n1. Brand melden: Notruf 112 (Wer? Was? Wo? Wie viele? Warten auf Rückfragen)\n2. In Sicherheit bringen: Gefährdete Personen warnen, Türen schließen, Aufzüge nicht benutzen\n3. Löschversuch unternehmen – nur ohne Eigengefährdung' } },
      { type: 'quiz', title: 'Brandschutz-Quiz', content: { questions: [
        { question: 'Welche Notrufnummer wählen Sie bei einem Brand?', answers: [{ text: '112', isCorrect: true }, { text: '110', isCorrect: false }, { text: '115', isCorrect: false }] },
        { question: 'Dürfen Sie im Brandfall den Aufzug benutzen?', answers: [{ text: 'Ja', isCorrect: false }, { text: 'Nein', isCorrect: true }] },
      ] } },
    ],
  },
  {
    details: {
      title: { de: 'Erste Hilfe im Betrieb', en: 'First aid at work' },
      description: { de: 'Rettungskette, Notruf, stabile Seitenlage und wo Verbandkasten und Ersthelfer zu finden sind.', en: 'Chain of survival, emergency call, recovery position, where to find first-aid kits and first aiders.' },
      status: 'published', isRequired: false, requiresRecertification: false, recertificationPeriod: null, imageId: 'health-1', category: 'Gesundheit', difficulty: 'intermediate', duration: 15,
    },
    tags: ['default-erste-hilfe'],
    modules: [
      { type: 'text', title: 'Die Rettungskette', content: { text: 'Sofortmaßnahmen → Notruf → Erste Hilfe → Rettungsdienst → Krankenhaus.\n\nVerbandkästen hängen in jedem Baucontainer und in der Werkstatt neben dem Ausgang. Die Namen der Ersthelfer stehen am Schwarzen Brett.' } },
    ],
  },
  {
    details: {
      title: { de: 'Datenschutz-Grundlagen (DSGVO)', en: 'Data protection basics (GDPR)' },
      description: { de: 'Personenbezogene Daten erkennen, sicher mit Kundendaten umgehen, Datenpannen melden.', en: 'Recognising personal data, handling customer data safely, reporting data breaches.' },
      status: 'draft', isRequired: false, requiresRecertification: false, recertificationPeriod: null, imageId: 'compliance-3', category: 'Compliance', difficulty: 'beginner', duration: 30,
    },
    tags: ['default-dokumentation'],
    modules: [],
  },
];

/** Creates the demo trainings; returns the ids of the published ones that have modules. */
export async function seedTrainings(catalog: CatalogAuthoring, caller: Caller): Promise<{ count: number; takeable: string[] }> {
  const takeable: string[] = [];
  for (const t of DEMO_TRAININGS) {
    const training = await catalog.createTraining(caller, {
      status: 'draft', isRequired: false, requiresRecertification: false, recertificationPeriod: null, imageId: null, category: null, difficulty: null, duration: null,
      ...t.details,
      imageUrl: t.details.imageId ? `/gallery/${t.details.imageId}.svg` : null,
    });
    for (const [i, m] of t.modules.entries()) {
      await catalog.addModule(caller, { trainingId: training.id, type: m.type, title: m.title, orderIndex: i, isActive: true, content: m.content });
    }
    if (t.tags.length) await catalog.setTrainingTags(caller, training.id, t.tags);
    if (training.status === 'published' && t.modules.length > 0) takeable.push(training.id);
  }
  return { count: DEMO_TRAININGS.length, takeable };
}
