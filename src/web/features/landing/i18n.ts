/** Texts of the landing page, its footer and the contact form (spec section 2). German first; every feature t() also accepts the shared `common.*` keys. */
import { defineFeatureTexts, type Shape } from '../../lib/feature-texts';

const de = {
  nav: {
    label: 'Seitennavigation',
    features: 'Funktionen',
    contact: 'Kontakt',
    login: 'Anmelden',
    register: 'Registrieren',
  },
  hero: {
    eyebrow: 'Digitale Mitarbeiterunterweisung',
    titleStart: 'Unterweisungen, die ankommen –',
    titleHighlight: 'digital, nachweisbar, einfach.',
    subtitle: 'Erstellen Sie Schulungen mit Video und Quiz, weisen Sie sie Ihren Teams zu und behalten Sie Nachweise und Rezertifizierungen im Blick – direkt im Browser.',
    primaryCta: '14 Tage kostenlos testen',
    secondaryCta: 'Funktionen ansehen',
    checkNoCard: 'Ohne Kreditkarte',
    checkGdpr: 'DSGVO-konform',
    checkNoInstall: 'Keine Installation',
    sealCaption: 'Erfolgsquote',
  },
  stats: {
    label: 'Unterweisung Pro in Zahlen',
    successRate: {
      value: '98%',
      label: 'Erfolgsquote',
    },
    faster: {
      value: '5x',
      label: 'schneller unterwiesen',
    },
    unlimited: {
      value: '∞',
      label: 'unbegrenzte Nutzer',
    },
    response: {
      value: '24 h',
      label: 'Antwort auf Ihre Anfrage',
    },
  },
  features: {
    eyebrow: 'Funktionen',
    title: 'Alles, was Ihre Unterweisung braucht',
    subtitle: 'Von der ersten Schulung bis zum Nachweis für die Prüfung: Unterweisung Pro begleitet den gesamten Ablauf.',
    items: {
      gdpr: {
        title: 'DSGVO-konform',
        text: 'Verarbeitung personenbezogener Daten nach den Vorgaben der DSGVO – mit klaren Rollen und Berechtigungen.',
      },
      noInstall: {
        title: 'Keine Installation',
        text: 'Läuft im Browser auf PC, Tablet und Smartphone. Registrieren, anmelden, loslegen.',
      },
      unlimited: {
        title: 'Unbegrenzte Nutzer',
        text: 'Laden Sie Ihre gesamte Belegschaft ein – ohne Aufpreis pro Kopf.',
      },
      videoQuiz: {
        title: 'Video- und Quiz-Module',
        text: 'Nehmen Sie Unterweisungen direkt auf, ergänzen Sie Wissensfragen und prüfen Sie das Verständnis.',
      },
      recertification: {
        title: 'Nachweise & Rezertifizierung',
        text: 'Abschlüsse werden dokumentiert, fällige Wiederholungen sehen Sie auf einen Blick.',
      },
      units: {
        title: 'Einheiten & Bundles',
        text: 'Organisieren Sie Teams in Einheiten und weisen Sie ganze Schulungspakete mit Fristen zu.',
      },
    },
  },
  steps: {
    eyebrow: "So funktioniert's",
    title: 'In drei Schritten zur digitalen Unterweisung',
    register: {
      title: 'Unternehmen registrieren',
      text: 'Konto anlegen und 14 Tage kostenlos testen – ohne Kreditkarte.',
    },
    create: {
      title: 'Schulungen erstellen',
      text: 'Videos aufnehmen oder hochladen, Quizfragen ergänzen, fertig.',
    },
    assign: {
      title: 'Mitarbeitende unterweisen',
      text: 'Schulungen Einheiten zuweisen und den Fortschritt verfolgen.',
    },
  },
  cta: {
    title: 'Starten Sie jetzt mit Ihrer digitalen Unterweisung',
    text: '14 Tage kostenlos testen – ohne Kreditkarte und ohne Installation.',
    button: 'Kostenlos registrieren',
  },
  contact: {
    eyebrow: 'Kontakt',
    title: 'Sprechen Sie mit uns',
    subtitle: 'Sie haben Fragen zu Unterweisung Pro oder wünschen eine persönliche Vorstellung? Schreiben Sie uns.',
    factResponse: 'Antwort innerhalb von 24 Stunden',
    factDemo: 'Persönliche Demo auf Wunsch',
    factNoObligation: 'Unverbindlich und kostenlos',
  },
  footer: {
    tagline: 'Digitale Mitarbeiterunterweisung für Unternehmen jeder Größe.',
    legalLabel: 'Rechtliches',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    terms: 'AGB',
    backoffice: 'Backoffice',
    copyright: '© {{year}} Unterweisung Pro. Alle Rechte vorbehalten.',
  },
  contactForm: {
    fields: {
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail-Adresse',
      company: 'Unternehmen',
      phone: 'Telefon',
      employees: 'Anzahl Mitarbeitende',
      employeesPlaceholder: 'Bitte auswählen',
      message: 'Nachricht',
      messagePlaceholder: 'Wie können wir Ihnen helfen?',
    },
    employeeRanges: {
      '1-10': '1–10',
      '11-50': '11–50',
      '51-200': '51–200',
      '201-500': '201–500',
      '500+': 'mehr als 500',
    },
    gdprConsent: 'Ich bin einverstanden, dass meine Angaben zur Bearbeitung meiner Anfrage verarbeitet werden (siehe <privacy>Datenschutzerklärung</privacy>).',
    gdprRequired: 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu',
    submit: 'Anfrage senden',
    sent: 'Anfrage gesendet',
    sentText: 'Vielen Dank! Wir antworten Ihnen innerhalb von 24 Stunden.',
    failed: 'Fehler beim Senden der Anfrage. Bitte versuchen Sie es später erneut.',
  },
};

const en: Shape<typeof de> = {
  nav: {
    label: 'Page navigation',
    features: 'Features',
    contact: 'Contact',
    login: 'Log in',
    register: 'Register',
  },
  hero: {
    eyebrow: 'Digital staff training',
    titleStart: 'Safety instructions that stick –',
    titleHighlight: 'digital, documented, simple.',
    subtitle: 'Create trainings with video and quiz, assign them to your teams and keep track of certificates and recertifications – right in the browser.',
    primaryCta: 'Try free for 14 days',
    secondaryCta: 'See features',
    checkNoCard: 'No credit card',
    checkGdpr: 'GDPR-compliant',
    checkNoInstall: 'No installation',
    sealCaption: 'success rate',
  },
  stats: {
    label: 'Unterweisung Pro in numbers',
    successRate: {
      value: '98%',
      label: 'success rate',
    },
    faster: {
      value: '5x',
      label: 'faster training',
    },
    unlimited: {
      value: '∞',
      label: 'unlimited users',
    },
    response: {
      value: '24 h',
      label: 'reply to your enquiry',
    },
  },
  features: {
    eyebrow: 'Features',
    title: 'Everything your safety training needs',
    subtitle: 'From the first training to the evidence for the audit: Unterweisung Pro supports the whole process.',
    items: {
      gdpr: {
        title: 'GDPR-compliant',
        text: 'Personal data processed according to the GDPR – with clear roles and permissions.',
      },
      noInstall: {
        title: 'No installation',
        text: 'Runs in the browser on PC, tablet and smartphone. Register, log in, get started.',
      },
      unlimited: {
        title: 'Unlimited users',
        text: 'Invite your whole workforce – no per-seat surcharge.',
      },
      videoQuiz: {
        title: 'Video and quiz modules',
        text: 'Record instructions directly, add quiz questions and check understanding.',
      },
      recertification: {
        title: 'Evidence & recertification',
        text: 'Completions are documented, due refreshers are visible at a glance.',
      },
      units: {
        title: 'Units & bundles',
        text: 'Organise teams in units and assign whole training packages with deadlines.',
      },
    },
  },
  steps: {
    eyebrow: 'How it works',
    title: 'Digital safety training in three steps',
    register: {
      title: 'Register your company',
      text: 'Create an account and try it free for 14 days – no credit card.',
    },
    create: {
      title: 'Create trainings',
      text: 'Record or upload videos, add quiz questions, done.',
    },
    assign: {
      title: 'Train your staff',
      text: 'Assign trainings to units and follow the progress.',
    },
  },
  cta: {
    title: 'Start your digital safety training now',
    text: 'Try free for 14 days – no credit card, no installation.',
    button: 'Register for free',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Talk to us',
    subtitle: 'Questions about Unterweisung Pro or interested in a personal demo? Write to us.',
    factResponse: 'Answer within 24 hours',
    factDemo: 'Personal demo on request',
    factNoObligation: 'Free and without obligation',
  },
  footer: {
    tagline: 'Digital staff training for companies of every size.',
    legalLabel: 'Legal',
    privacy: 'Privacy',
    imprint: 'Imprint',
    terms: 'Terms',
    backoffice: 'Backoffice',
    copyright: '© {{year}} Unterweisung Pro. All rights reserved.',
  },
  contactForm: {
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email address',
      company: 'Company',
      phone: 'Phone',
      employees: 'Number of employees',
      employeesPlaceholder: 'Please select',
      message: 'Message',
      messagePlaceholder: 'How can we help you?',
    },
    employeeRanges: {
      '1-10': '1–10',
      '11-50': '11–50',
      '51-200': '51–200',
      '201-500': '201–500',
      '500+': 'more than 500',
    },
    gdprConsent: 'I agree that my details are processed to handle my enquiry (see <privacy>privacy policy</privacy>).',
    gdprRequired: 'Please agree to the processing of your details',
    submit: 'Send enquiry',
    sent: 'Request sent',
    sentText: 'Thank you! We will answer within 24 hours.',
    failed: 'Error sending the request. Please try again later.',
  },
};

/** Registered under 'landing': t() for these keys (typed against the German texts) plus the active language. */
export const { useFeatureT: useLandingT } = defineFeatureTexts('landing', de, en);
