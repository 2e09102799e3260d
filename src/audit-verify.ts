import { loadConfig } from './platform/config';
import { AUDIT_VERIFY_USAGE, chainedCompanies, findChainLink, parseVerifyArgs, verifySummary, verifyChain } from './platform/audit-chain';
import { openMigratedDb } from './platform/boot';
import { productModules } from './app';

/** `npm run audit:verify [-- --company <id>] [--head <hash>]`: exit code 1 on any break (or an old head not found). */
async function main(): Promise<number> {
  const args = parseVerifyArgs(process.argv.slice(2));
  if (!args) {
    console.error(AUDIT_VERIFY_USAGE);
    return 2;
  }
  const db = await openMigratedDb(loadConfig(), productModules().all);
  try {
    const companies = args.company ? [args.company] : await chainedCompanies(db);
    let broken = 0;
    let checked = 0;
    let erased = 0;
    const t0 = performance.now();
    for (const c of companies) {
      const v = await verifyChain(db, c);
      checked += v.checked;
      erased += v.erased;
      if (!v.ok) broken++;
      console.log(verifySummary(v));
    }
    if (args.head && args.company) {
      const found = await findChainLink(db, args.company, args.head);
      console.log(found ? `old head ${args.head} found: link #${found.seq} of ${found.at}` : `old head ${args.head} NOT found in the chain of ${args.company}`);
      if (!found) broken++;
    }
    const sec = (performance.now() - t0) / 1000;
    const redacted = erased > 0 ? ` (${erased} of them redacted for data protection)` : '';
    console.log(`${companies.length} company chain(s), ${checked} links${redacted} in ${sec.toFixed(1)} s; ${broken === 0 ? 'all verified' : `${broken} failed`}`);
    return broken === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
