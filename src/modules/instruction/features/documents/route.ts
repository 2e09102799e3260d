import { Schema } from 'effect';
import { chainHead } from '../../../../platform/audit-chain';
import { DocumentLang, route, type RouteContext } from '../../../../platform/http';
import { localizedText, type Lang } from '../../../../platform/i18n';
import { P } from '../../../../shared/route-permissions';
import { readerOf, type Caller, type InstructionDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { readSession } from '../../shared/view';
import { renderSessionDocument, type DocumentFacts } from './html';
import { DOCUMENT_TEXT } from './texts';

const DocumentQuery = Schema.Struct({ lang: Schema.optional(DocumentLang) });

const dataUrl = (png: Buffer | null) => (png ? `data:image/png;base64,${png.toString('base64')}` : null);

/** The session and what its documents show: signatures read from the files by their hashes (a file that no longer matches is left out). */
async function documentOf(d: InstructionDeps, c: Caller, id: string, lang: Lang, kind: 'attendance' | 'sheet') {
  const { found, training, view } = await readSession(d, c, id, lang);
  if (kind === 'attendance' && view.status !== 'closed') throw toHttpError('AttendanceNotYet');
  const signed = found.participants.filter((p) => p.signatureSha256 !== null);
  const [company, images, instructor, chain] = await Promise.all([
    d.ports.people.getCompany(c.companyId),
    kind === 'attendance' ? Promise.all(signed.map(async (p) => [p.userId, dataUrl(await d.files.get(c.companyId, p.signatureSha256!, 'png'))] as const)) : Promise.resolve([]),
    kind === 'attendance' && found.session.instructorSignatureSha256 ? d.files.get(c.companyId, found.session.instructorSignatureSha256, 'png') : Promise.resolve(null),
    kind === 'attendance' ? chainHead(d.k.db, c.companyId) : Promise.resolve(null),
  ]);
  const facts: DocumentFacts = {
    company: company?.name ?? '',
    description: training ? localizedText(training.description, lang) : '',
    signatures: new Map(images.flatMap(([u, img]) => (img ? [[u, img] as const] : []))),
    instructorSignature: dataUrl(instructor),
    scan: found.session.scanSha256 ? { sha256: found.session.scanSha256 } : null,
    chain,
  };
  return { view, html: renderSessionDocument(kind, view, facts, lang) };
}

/** Renders one of the session's documents as PDF (attachment). */
async function sendPdf(ctx: RouteContext, d: InstructionDeps, kind: 'attendance' | 'sheet', lang: Lang): Promise<void> {
  const c = readerOf(ctx.state.principal);
  const id = ctx.params.id ?? '';
  const t = DOCUMENT_TEXT[lang];
  const { view, html } = await documentOf(d, c, id, lang, kind);
  const footer = `Unterweisung Pro · ${kind === 'attendance' ? t.footer : t.signSheetFooter} · ${view.id}`;
  const pdf = await d.k.pdf.render(html, { footer, requester: c.actor.userId });
  const day = view.startsAt.slice(0, 10);
  const name = kind === 'attendance' ? (lang === 'de' ? 'unterweisungsnachweis' : 'record-of-instruction') : lang === 'de' ? 'teilnehmerliste' : 'participant-list';
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${name}-${day}.pdf"`);
  ctx.body = pdf;
}

export const documentRoutes = [
  route(
    {
      method: 'GET',
      path: '/api/instruction-sessions/:id/attendance.pdf',
      summary: 'The Unterweisungsnachweis of a closed session (DGUV sample form): company, location, date, time and duration, topic and modules, instructor, participants with their signatures, absentees, the instructor’s signature, the chain head.',
      query: DocumentQuery,
      produces: 'application/pdf',
      permission: P('instructionSessionsRead'),
    },
    async (ctx, d: InstructionDeps, input) => sendPdf(ctx, d, 'attendance', input.query().lang ?? ctx.state.lang),
  ),
  route(
    {
      method: 'GET',
      path: '/api/instruction-sessions/:id/sign-sheet.pdf',
      summary: 'The participant list to print and sign when there is no tablet: the session’s facts, names and empty signature boxes, rows for walk-ins.',
      query: DocumentQuery,
      produces: 'application/pdf',
      permission: P('instructionSessionsRead'),
    },
    async (ctx, d: InstructionDeps, input) => sendPdf(ctx, d, 'sheet', input.query().lang ?? ctx.state.lang),
  ),
] as const;
