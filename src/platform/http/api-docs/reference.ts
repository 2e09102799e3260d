import Handlebars from 'handlebars';
import { fieldsOf, typeText, type JsonSchema } from './json-schema';
import { accessText, type ResolvedApi } from './openapi';
import { pathParams } from './registered';

/**
 * The API reference for developers at `GET /api/docs`: one self-contained HTML page (inline CSS,
 * no script, no CDN), rendered on the server from the same resolved routes as the OpenAPI document.
 */
const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #111827; background: #f8fafc; }
  header { background: #1e3a8a; color: #fff; padding: 20px 24px; }
  header h1 { margin: 0 0 4px; font-size: 22px; }
  header p { margin: 0; color: #dbeafe; font-size: 14px; }
  header a { color: #fff; }
  .layout { display: flex; max-width: 1280px; margin: 0 auto; }
  nav { flex: 0 0 210px; padding: 20px 16px; position: sticky; top: 0; align-self: flex-start; max-height: 100vh; overflow-y: auto; }
  nav a { display: block; padding: 4px 8px; color: #1e3a8a; text-decoration: none; border-radius: 4px; }
  nav a:hover { background: #e0e7ff; }
  nav .count { color: #6b7280; font-size: 12px; float: right; }
  main { flex: 1; min-width: 0; padding: 12px 24px 48px; }
  h2 { font-size: 19px; color: #1e3a8a; margin: 28px 0 10px; padding-bottom: 4px; border-bottom: 2px solid #c7d2fe; text-transform: capitalize; }
  .route { background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; padding: 12px 14px; margin-bottom: 10px; }
  .sig { display: flex; gap: 10px; align-items: baseline; flex-wrap: wrap; }
  .m { font: bold 12px/1 ui-monospace, Menlo, Consolas, monospace; padding: 4px 7px; border-radius: 4px; color: #fff; min-width: 62px; text-align: center; }
  .GET { background: #047857; } .POST { background: #1d4ed8; } .PATCH { background: #b45309; } .PUT { background: #7c3aed; } .DELETE { background: #b91c1c; }
  .path { font: 600 14px ui-monospace, Menlo, Consolas, monospace; word-break: break-all; }
  .summary { margin: 6px 0 4px; }
  .desc { color: #374151; font-size: 14px; margin: 4px 0; }
  .roles { font-size: 13px; color: #374151; margin: 6px 0 0; }
  .role { display: inline-block; background: #eef2ff; color: #1e3a8a; border-radius: 10px; padding: 0 8px; margin: 2px 4px 2px 0; font-size: 12px; }
  .role.public { background: #dcfce7; color: #166534; }
  .rule { display: block; margin-top: 2px; color: #6b7280; }
  table { border-collapse: collapse; width: 100%; margin-top: 8px; font-size: 13px; }
  caption { text-align: left; font-weight: 600; color: #374151; padding: 4px 0; }
  th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #f1f5f9; vertical-align: top; }
  th { background: #f8fafc; color: #6b7280; font-weight: 600; }
  td code { font-size: 12.5px; word-break: break-all; }
  .req { color: #b91c1c; font-size: 11px; margin-left: 4px; }
  .in { color: #6b7280; font-size: 11px; }
  code { background: #f1f5f9; border-radius: 3px; padding: 0 3px; font-size: 0.92em; }
  header code { background: rgba(255,255,255,0.12); }
  .meta { color: #6b7280; font-size: 12.5px; margin-top: 6px; }
  @media (max-width: 760px) {
    .layout { display: block; }
    nav { position: static; max-height: none; padding: 12px 16px 0; display: flex; flex-wrap: wrap; gap: 4px; }
    nav a { background: #e0e7ff; }
    nav .count { float: none; margin-left: 4px; }
    main { padding: 4px 12px 32px; }
    header { padding: 16px; }
    th:nth-child(3), td:nth-child(3) { display: none; }
  }
`;

const hbs = Handlebars.create();
/** Escaped text with `code` spans (summaries and rules write parameters that way; the escaping turns the backtick into `&#x60;`). */
hbs.registerHelper('md', (text: unknown) => new hbs.SafeString(hbs.escapeExpression(String(text ?? '')).replace(/&#x60;(.+?)&#x60;/g, '<code>$1</code>')));

const TEMPLATE = hbs.compile(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{title}} – API reference</title><style>{{{style}}}</style></head>
<body><header><h1>{{title}} – API reference</h1>
<p>{{count}} routes · version {{version}} · machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1) · sign in with <code>POST /api/auth/login</code>, then send <code>Authorization: Bearer &lt;token&gt;</code> · errors: <code>{ code, message, field? }</code>, German unless <code>Accept-Language: en</code></p></header>
<div class="layout"><nav aria-label="Modules">{{#each sections}}<a href="#{{name}}">{{name}}<span class="count">{{routes.length}}</span></a>{{/each}}</nav>
<main>{{#each sections}}<section id="{{name}}"><h2>{{name}}</h2>
{{#each routes}}<article class="route"><div class="sig"><span class="m {{method}}">{{method}}</span><span class="path">{{path}}</span></div>
<div class="summary">{{md summary}}</div>{{#if description}}<div class="desc">{{md description}}</div>{{/if}}
<div class="roles">{{#if public}}<span class="role public">public</span>{{else}}{{#each roles}}<span class="role">{{this}}</span>{{/each}}{{/if}}{{#if rule}}<span class="rule">{{md rule}}</span>{{/if}}</div>
{{#if params.length}}<table><caption>Parameters</caption><thead><tr><th>Name</th><th>Type</th><th>Note</th></tr></thead><tbody>{{#each params}}<tr><td><code>{{name}}</code> <span class="in">{{in}}</span>{{#if required}}<span class="req">required</span>{{/if}}</td><td>{{type}}</td><td>{{md note}}</td></tr>{{/each}}</tbody></table>{{/if}}
{{#if fields.length}}<table><caption>Body (JSON)</caption><thead><tr><th>Field</th><th>Type</th><th>Note</th></tr></thead><tbody>{{#each fields}}<tr><td><code>{{name}}</code>{{#if required}}<span class="req">required</span>{{/if}}</td><td>{{type}}</td><td>{{md note}}</td></tr>{{/each}}</tbody></table>{{/if}}
<div class="meta">{{meta}}</div></article>{{/each}}</section>{{/each}}</main></div></body></html>`);

interface Field {
  name: string;
  required: boolean;
  type: string;
  note: string;
  in: string;
}

const note = (s: JsonSchema): string => (typeof s.description === 'string' ? s.description : '');

export function renderReference(api: ResolvedApi, info: { title: string; version: string }): string {
  const bySection = new Map<string, unknown[]>();
  for (const r of api.routes) {
    const params: Field[] = pathParams(r.path).map((name) => ({ name, required: true, type: 'string', note: '', in: 'path' }));
    if (r.query) for (const f of fieldsOf(r.query, api.definitions)) params.push({ name: f.name, required: f.required, type: typeText(f.schema), note: note(f.schema), in: 'query' });
    const fields = r.body ? fieldsOf(r.body, api.definitions).map((f) => ({ name: f.name, required: f.required, type: typeText(f.schema), note: note(f.schema), in: 'body' })) : [];
    const meta = [`Success: ${r.doc.status ?? 200}`, r.doc.produces ? `answers ${r.doc.produces}` : '', r.doc.upload ? `body: ${r.doc.upload}` : '', r.doc.rateLimited ? 'rate-limited (429)' : '']
      .filter(Boolean)
      .join(' · ');
    const list = bySection.get(r.section) ?? [];
    list.push({
      method: r.method,
      path: r.path,
      summary: r.doc.summary,
      description: r.doc.description,
      public: r.access?.public ?? false,
      roles: r.access ? r.access.roles : [accessText(undefined)],
      rule: r.access?.rule,
      params,
      fields,
      meta,
    });
    bySection.set(r.section, list);
  }
  const sections = [...bySection].map(([name, routes]) => ({ name, routes }));
  return TEMPLATE({ ...info, style: STYLE, count: api.routes.length, sections });
}
