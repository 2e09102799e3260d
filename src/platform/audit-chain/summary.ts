import { isHeadPrefix } from './verify';
import type { ChainBreak, ChainVerification } from './verify';

export const AUDIT_VERIFY_USAGE = 'usage: npm run audit:verify [-- --company <id>] [--head <hash>]';

/** Reads `--company <id>` and `--head <hash>`; anything else is a usage error. */
export function parseVerifyArgs(argv: readonly string[]): { company: string | undefined; head: string | undefined } | undefined {
  let company: string | undefined;
  let head: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[i + 1];
    if ((a === '--company' || a === '--head') && v && !v.startsWith('--')) {
      if (a === '--company') company = v;
      else head = v.toLowerCase();
      i++;
    } else return undefined;
  }
  if (head !== undefined && (company === undefined || !isHeadPrefix(head))) return undefined;
  return { company, head };
}

const describeBreak = (b: ChainBreak): string => {
  const what =
    b.reason === 'changed'
      ? `altered (${b.changed.join(', ')})`
      : b.reason === 'no_link'
        ? 'inserted (event without link)'
        : b.reason === 'out_of_order'
          ? 'inserted (link out of commit order)'
          : b.reason === 'missing_event'
            ? 'deleted (link whose event is gone)'
            : 'deleted (links missing from the chain)';
  const where = [b.seq !== null ? `#${b.seq}` : null, b.eventId ? `event ${b.eventId}` : null, b.eventType, b.streamId ? `stream ${b.streamId}` : null, b.position ? `at ${b.position}` : null]
    .filter(Boolean)
    .join(', ');
  return `${what}: ${where}`;
};

/** A readable summary of one company's verification. */
export function verifySummary(v: ChainVerification): string {
  const head = v.head ? `head ${v.head.hash} (#${v.head.seq}, ${v.head.at})` : 'no events sealed yet';
  const erased = v.erased > 0 ? ` (${v.erased} of them redacted for data protection, Art. 17 GDPR)` : '';
  const lines = [`${v.ok ? 'OK    ' : 'BROKEN'} company ${v.companyId}: ${v.checked} links checked${erased}, ${v.pending} pending, ${head}`];
  if (!v.ok) {
    lines.push(`       ${v.breakCount} break(s); first ${v.breaks.length}:`);
    for (const b of v.breaks.slice(0, 20)) lines.push(`       - ${describeBreak(b)}`);
  }
  return lines.join('\n');
}
