import Handlebars from 'handlebars';
import QRCode from 'qrcode';
import { formatDocumentDate, type Lang } from '../../../../platform/i18n';

/** One person's letter: who, and the start code printed on it. */
export interface StartLetter {
  readonly firstName: string;
  readonly lastName: string;
  readonly personnelNumber: string;
  readonly code: string;
}

export interface StartLetterFacts {
  readonly companyName: string;
  readonly loginCode: string;
  readonly expiresAt: string;
  /** Where the product is reached (`PUBLIC_URL`): the QR code opens its sign-in. */
  readonly publicUrl: string;
}

const TEXT = {
  de: {
    title: 'Startbrief',
    heading: 'Ihr Zugang zu den Unterweisungen',
    greeting: 'Hallo {name},',
    intro: '{company} unterweist Sie über Unterweisung Pro – am Smartphone, am Tablet im Betrieb oder am PC. Sie brauchen dafür keine E-Mail-Adresse.',
    loginCode: 'Anmeldecode der Firma',
    personnelNumber: 'Ihre Personalnummer',
    startCode: 'Ihr Startcode',
    validUntil: 'gültig bis {date}, nur für die erste Anmeldung',
    stepsTitle: 'So melden Sie sich an',
    steps: [
      'Scannen Sie den QR-Code oder öffnen Sie {url} und wählen Sie „Anmelden“ → „Mit Personalnummer“.',
      'Geben Sie den Anmeldecode der Firma und Ihre Personalnummer ein (über den QR-Code schon ausgefüllt).',
      'Wählen Sie „Startcode“ und geben Sie Ihren Startcode ein.',
      'Legen Sie eine sechsstellige PIN fest. Ab dann melden Sie sich mit Personalnummer und PIN an.',
    ],
    qr: 'QR-Code: Anmeldung mit Ihrer Personalnummer',
    keep: 'Bewahren Sie diesen Brief sicher auf und geben Sie Startcode und PIN niemandem weiter. PIN vergessen? Ihre Führungskraft erstellt Ihnen einen neuen Startcode.',
  },
  en: {
    title: 'Start letter',
    heading: 'Your access to the instructions',
    greeting: 'Hello {name},',
    intro: '{company} instructs you through Unterweisung Pro – on your phone, on a tablet at work or on a PC. You need no email address for it.',
    loginCode: 'Company login code',
    personnelNumber: 'Your personnel number',
    startCode: 'Your start code',
    validUntil: 'valid until {date}, for the first sign-in only',
    stepsTitle: 'How to sign in',
    steps: [
      'Scan the QR code or open {url} and choose “Log in” → “With personnel number”.',
      'Enter the company login code and your personnel number (already filled in through the QR code).',
      'Choose “Start code” and enter your start code.',
      'Set a six-digit PIN. From then on you sign in with your personnel number and PIN.',
    ],
    qr: 'QR code: sign in with your personnel number',
    keep: 'Keep this letter safe and never tell anyone your start code or PIN. Forgot your PIN? Your manager makes you a new start code.',
  },
} as const;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

const template = Handlebars.compile(`<!doctype html>
<html lang="{{lang}}"><head><meta charset="utf-8"><title>{{title}}</title>
<style>
  @page { size: A4; margin: 18mm 18mm 20mm; }
  body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 11px; color: #111827; margin: 0; }
  .letter { page-break-after: always; break-after: page; }
  .letter:last-child { page-break-after: auto; break-after: auto; }
  header { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid #1d4ed8; padding-bottom: 8px; margin-bottom: 16px; }
  .company { font-size: 13px; font-weight: bold; }
  .brand { font-weight: bold; color: #1d4ed8; }
  h1 { font-size: 20px; color: #1e3a8a; margin: 0 0 12px; }
  .access { display: flex; gap: 18px; align-items: flex-start; margin: 16px 0; }
  table { border-collapse: collapse; flex: 1; }
  th { text-align: left; font-weight: normal; color: #4b5563; padding: 7px 12px 7px 0; width: 48mm; vertical-align: top; }
  td { padding: 7px 0; font-family: "DejaVu Sans Mono", monospace; font-size: 17px; font-weight: bold; letter-spacing: 1.5px; }
  td small { display: block; font-family: "DejaVu Sans", Arial, sans-serif; font-size: 9px; font-weight: normal; letter-spacing: 0; color: #4b5563; }
  tr + tr th, tr + tr td { border-top: 1px solid #e5e7eb; }
  .qr { width: 40mm; text-align: center; font-size: 8.5px; color: #4b5563; }
  .qr svg { width: 40mm; height: 40mm; display: block; margin-bottom: 4px; }
  h2 { font-size: 13px; color: #1e3a8a; margin: 18px 0 6px; }
  ol { margin: 0; padding-left: 18px; line-height: 1.55; }
  .keep { margin-top: 18px; padding: 9px 11px; background: #f3f4f6; border-radius: 4px; font-size: 10px; }
</style></head><body>
{{#each letters}}
<section class="letter">
  <header><div class="company">{{../companyName}}</div><div class="brand">Unterweisung Pro · {{../t.title}}</div></header>
  <h1>{{../t.heading}}</h1>
  <p><strong>{{greeting}}</strong></p>
  <p>{{../intro}}</p>
  <div class="access">
    <table>
      <tr><th>{{../t.loginCode}}</th><td>{{../loginCode}}</td></tr>
      <tr><th>{{../t.personnelNumber}}</th><td>{{personnelNumber}}</td></tr>
      <tr><th>{{../t.startCode}}</th><td>{{code}}<small>{{../validUntil}}</small></td></tr>
    </table>
    <div class="qr">{{{qr}}}{{../t.qr}}</div>
  </div>
  <h2>{{../t.stepsTitle}}</h2>
  <ol>{{#each ../steps}}<li>{{this}}</li>{{/each}}</ol>
  <p class="keep">{{../t.keep}}</p>
</section>
{{/each}}
</body></html>`);

/** The link of a letter's QR code: the sign-in on the personnel-number tab with company and number filled in. */
export function pinSignInLink(publicUrl: string, loginCode: string, personnelNumber: string): string {
  const url = new URL('/', publicUrl);
  url.searchParams.set('anmeldung', 'personalnummer');
  url.searchParams.set('firma', loginCode);
  url.searchParams.set('nr', personnelNumber);
  return url.toString();
}

/** The letters as one HTML document for Puppeteer, a page per person. */
export async function renderStartLetters(letters: readonly StartLetter[], facts: StartLetterFacts, lang: Lang): Promise<string> {
  const t = TEXT[lang];
  const site = new URL(facts.publicUrl).host;
  const items = await Promise.all(
    letters.map(async (l) => ({
      greeting: fill(t.greeting, { name: `${l.firstName} ${l.lastName}`.trim() }),
      personnelNumber: l.personnelNumber,
      code: `${l.code.slice(0, 4)} ${l.code.slice(4)}`,
      qr: await QRCode.toString(pinSignInLink(facts.publicUrl, facts.loginCode, l.personnelNumber), { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }),
    })),
  );
  return template({
    lang,
    title: t.title,
    t,
    companyName: facts.companyName,
    loginCode: facts.loginCode,
    intro: fill(t.intro, { company: facts.companyName }),
    validUntil: fill(t.validUntil, { date: formatDocumentDate(facts.expiresAt, lang) }),
    steps: t.steps.map((s) => fill(s, { url: site })),
    letters: items,
  });
}
