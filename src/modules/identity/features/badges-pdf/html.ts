import Handlebars from 'handlebars';
import QRCode from 'qrcode';
import type { Lang } from '../../../../platform/i18n';

/** One person's badge: who, and the token its QR code holds. */
export interface Badge {
  readonly firstName: string;
  readonly lastName: string;
  readonly personnelNumber: string;
  readonly token: string;
}

export interface BadgeFacts {
  readonly companyName: string;
  readonly loginCode: string;
}

const TEXT = {
  de: {
    title: 'Ausweise',
    kind: 'Unterweisungsausweis',
    personnelNumber: 'Personalnr.',
    loginCode: 'Firmencode',
    hint: 'Am Kiosk scannen, dann PIN eingeben. Verloren? Bitte sofort der Führungskraft melden.',
  },
  en: {
    title: 'Badges',
    kind: 'Instruction badge',
    personnelNumber: 'Personnel no.',
    loginCode: 'Company code',
    hint: 'Scan at the kiosk, then enter your PIN. Lost? Tell your manager at once.',
  },
} as const;

/* A card of ISO/IEC 7810 ID-1 size (85.6 x 54 mm), one per PDF page, for card printers or cutting. */
const template = Handlebars.compile(`<!doctype html>
<html lang="{{lang}}"><head><meta charset="utf-8"><title>{{t.title}}</title>
<style>
  @page { size: 85.6mm 54mm; margin: 0; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: "DejaVu Sans", Arial, sans-serif; color: #111827; }
  .card { width: 85.6mm; height: 54mm; overflow: hidden; position: relative; page-break-after: always; break-after: page; display: flex; flex-direction: column; }
  .card:last-child { page-break-after: auto; break-after: auto; }
  .band { background: #1d4ed8; color: #fff; padding: 2.2mm 3.5mm; display: flex; justify-content: space-between; align-items: baseline; }
  .company { font-size: 8.5pt; font-weight: bold; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 52mm; }
  .kind { font-size: 6pt; opacity: .9; }
  .body { flex: 1; display: flex; gap: 3mm; padding: 3mm 3.5mm 2mm; }
  .who { flex: 1; min-width: 0; display: flex; flex-direction: column; }
  .name { font-size: 11pt; font-weight: bold; line-height: 1.2; overflow-wrap: anywhere; }
  dl { margin: 2.5mm 0 0; display: grid; grid-template-columns: auto 1fr; gap: .8mm 2mm; font-size: 6.5pt; }
  dt { color: #4b5563; }
  dd { margin: 0; font-family: "DejaVu Sans Mono", monospace; font-weight: bold; font-size: 8.5pt; }
  /* the QR code carries its own quiet zone of four modules (white), as scanners expect */
  .qr svg { width: 29mm; height: 29mm; display: block; margin: -1mm -1mm 0 0; }
  .hint { font-size: 5.3pt; color: #4b5563; padding: 0 3.5mm 2.2mm; line-height: 1.3; }
</style></head><body>
{{#each badges}}
<section class="card">
  <div class="band"><span class="company">{{../companyName}}</span><span class="kind">{{../t.kind}}</span></div>
  <div class="body">
    <div class="who">
      <div class="name">{{name}}</div>
      <dl><dt>{{../t.personnelNumber}}</dt><dd>{{personnelNumber}}</dd><dt>{{../t.loginCode}}</dt><dd>{{../loginCode}}</dd></dl>
    </div>
    <div class="qr">{{{qr}}}</div>
  </div>
  <div class="hint">{{../t.hint}}</div>
</section>
{{/each}}
</body></html>`);

/** The badges as one HTML document for Puppeteer, a card-size page per person. */
export async function renderBadges(badges: readonly Badge[], facts: BadgeFacts, lang: Lang): Promise<string> {
  const t = TEXT[lang];
  const items = await Promise.all(
    badges.map(async (b) => ({
      name: `${b.firstName} ${b.lastName}`.trim(),
      personnelNumber: b.personnelNumber,
      qr: await QRCode.toString(b.token, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' }),
    })),
  );
  return template({ lang, t, companyName: facts.companyName, loginCode: facts.loginCode, badges: items });
}
