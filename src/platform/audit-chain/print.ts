import { formatDocumentDate, type Lang, type Localized } from '../i18n';
import type { ChainPoint } from './verify';

/**
 * The chain head as a document prints it, e.g. "Prüfkette: 1a2b3c4d5e6f7a8b (Nr. 1234, Stand
 * 24.11.2026, 10:15)": the first 16 hex digits, enough for `GET /api/audit/verify?head=` to find it.
 */
export function formatChainHead(head: ChainPoint | null, lang: Lang): string {
  if (!head) return lang === 'de' ? 'Prüfkette: noch kein Ereignis versiegelt' : 'Verification chain: no event sealed yet';
  const at = formatDocumentDate(head.at, lang, true);
  return lang === 'de' ? `Prüfkette: ${head.hash.slice(0, 16)} (Nr. ${head.seq}, Stand ${at})` : `Verification chain: ${head.hash.slice(0, 16)} (no. ${head.seq}, as of ${at})`;
}

/** How a reader checks a printed head (under the head line of a document). */
export const CHAIN_HEAD_HINT: Localized = {
  de: 'Jedes Ereignis des Protokolls ist in der Hash-Kette des Unternehmens versiegelt. Prüfbar mit der Kette: Enthält sie diesen Kopf (Prüfbereich, GET /api/audit/verify?head=…, npm run audit:verify) und ist sie unversehrt, wurde das Protokoll bis zu diesem Stand weder verändert noch gekürzt.',
  en: 'Every event of the log is sealed in the company’s hash chain. Verifiable with the chain: if it still contains this head (audit workspace, GET /api/audit/verify?head=…, npm run audit:verify) and is intact, the log up to this point has been neither altered nor truncated.',
};
