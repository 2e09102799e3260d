import { PassThrough } from 'node:stream';
import { route, drainBody, HttpError, receiveSingleFile } from '../../../../platform/http';
import type { IdentityDeps } from '../../shared/deps';
import { userAdminCaller } from '../../shared/user-admin';
import { executeImport } from './execute';
import { importUsers, planUsersImport, readImportFile } from './handler';
import { IMPORT_LIMITS, ImportQuery } from './schema';
import { P } from '../../../../shared/route-permissions';

/**
 * POST /api/users/import?dryRun=true|false&createUnits=true|false with the file (CSV or XLSX) as
 * multipart field `file`. The caller is checked before a byte of the file is read. The answer is
 * the JSON result; a client that accepts `application/x-ndjson` gets the import's progress as
 * lines `{type:'progress',phase,done,total}` and then `{type:'result',result}` (or `{type:'error'}`).
 */
export const importUsersRoute = route(
  {
    method: 'POST',
    path: '/api/users/import',
    summary: 'Import users from a CSV or XLSX file (dry run with `?dryRun=true`).',
    query: ImportQuery,
    upload: 'multipart/form-data',
    permission: P('manageGroups'),
  },
  async (ctx, d: IdentityDeps, input) => {
    let caller;
    let query;
    try {
      caller = userAdminCaller(ctx.state.principal);
      query = input.query();
    } catch (err) {
      drainBody(ctx.req);
      throw err;
    }
    const table = await receiveSingleFile(ctx.req, { field: 'file', maxBytes: IMPORT_LIMITS.maxBytes }, (chunks) => readImportFile(chunks));
    const createUnits = query.createUnits === 'true';
    if (query.dryRun === 'false' && ctx.get('Accept').includes('application/x-ndjson')) {
      // optional progress: checked first (a bad file is still a 4xx), then one JSON line per step and the result last
      const plan = await planUsersImport(d, caller, table, { createUnits });
      const out = new PassThrough();
      const line = (v: unknown) => out.write(`${JSON.stringify(v)}\n`);
      const lang = ctx.state.lang;
      ctx.type = 'application/x-ndjson';
      ctx.body = out;
      void executeImport(d, caller, plan, lang, (p) => line({ type: 'progress', ...p })).then(
        (result) => out.end(`${JSON.stringify({ type: 'result', result })}\n`),
        (err: unknown) => {
          d.k.log(`[${ctx.state.requestId}] user import failed`, err);
          const e = err instanceof HttpError ? err : new HttpError(500, 'internal_error', { de: 'Interner Fehler. Bitte versuchen Sie es später erneut.', en: 'Internal error. Please try again later.' });
          out.end(`${JSON.stringify({ type: 'error', status: e.status, code: e.code, message: e.messages[lang] })}\n`);
        },
      );
      return;
    }
    return importUsers(d, caller, table, { dryRun: query.dryRun === 'true', createUnits }, ctx.state.lang);
  },
);
