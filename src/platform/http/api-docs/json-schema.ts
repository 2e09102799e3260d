import { JSONSchema, type Schema } from 'effect';

export type JsonSchema = { readonly [key: string]: unknown };

/**
 * The JSON Schema (OpenAPI 3.1 dialect) of a route's input Schema, as a client sends it: named
 * parts go to `definitions` (the document's components). A Schema that has no JSON form (a
 * declared type) becomes an open schema instead of failing the whole document.
 */
export function inputSchema(schema: Schema.Schema.AnyNoContext, definitions: Record<string, JsonSchema>): JsonSchema {
  try {
    const defs: Record<string, JSONSchema.JsonSchema7> = {};
    const json = JSONSchema.fromAST(schema.ast, { definitions: defs, definitionPath: '#/components/schemas/', target: 'openApi3.1', additionalPropertiesStrategy: 'allow' });
    for (const [name, def] of Object.entries(defs)) definitions[name] = tidy(def) as JsonSchema;
    return tidy(json) as JsonSchema;
  } catch {
    return { description: 'See the route description.' };
  }
}

/** Drops effect's generated titles such as `maxLength(120)`, which repeat the keyword beside them. */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '$schema' || k === '$id') continue;
    if ((k === 'title' || k === 'description') && typeof v === 'string' && /^(a string|an? \w+ |\w+\(.*\)$)/.test(v)) continue;
    out[k] = tidy(v);
  }
  return out;
}

/** The top-level properties of an object schema (query parameters, body fields), with whether each is required. */
export function fieldsOf(schema: JsonSchema, definitions: Readonly<Record<string, JsonSchema>>): { name: string; schema: JsonSchema; required: boolean }[] {
  const resolved = resolve(schema, definitions);
  const props = resolved.properties;
  if (!props || typeof props !== 'object') return [];
  const required = Array.isArray(resolved.required) ? (resolved.required as string[]) : [];
  return Object.entries(props as Record<string, JsonSchema>).map(([name, s]) => ({ name, schema: resolve(s, definitions), required: required.includes(name) }));
}

function resolve(schema: JsonSchema, definitions: Readonly<Record<string, JsonSchema>>): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) return definitions[ref.slice('#/components/schemas/'.length)] ?? schema;
  return schema;
}

/** A short human type of a field schema: `string (1–120)`, `"de" | "en"`, `integer ≥ 1`, `array of string`. */
export function typeText(s: JsonSchema): string {
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in s) return JSON.stringify(s.const);
  if (Array.isArray(s.anyOf)) return (s.anyOf as JsonSchema[]).map(typeText).join(' | ');
  const type = Array.isArray(s.type) ? s.type.join(' | ') : typeof s.type === 'string' ? s.type : s.$ref ? String(s.$ref).split('/').pop()! : 'any';
  if (type === 'array' && s.items && typeof s.items === 'object') return `array of ${typeText(s.items as JsonSchema)}`;
  const bounds: string[] = [];
  if (typeof s.minLength === 'number' || typeof s.maxLength === 'number') bounds.push(`${s.minLength ?? 0}–${s.maxLength ?? '…'} chars`);
  if (typeof s.minimum === 'number') bounds.push(`≥ ${s.minimum}`);
  if (typeof s.maximum === 'number') bounds.push(`≤ ${s.maximum}`);
  if (typeof s.format === 'string') bounds.push(s.format);
  if (typeof s.pattern === 'string' && type === 'string' && !bounds.length) bounds.push('pattern');
  return bounds.length ? `${type} (${bounds.join(', ')})` : type;
}
