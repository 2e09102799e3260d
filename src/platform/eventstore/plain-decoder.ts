import { SchemaAST } from 'effect';

/** What a plain decoder returns for data that does not fit (the caller then asks effect for the error). */
export const NO_FIT: unique symbol = Symbol('does not fit');

/** Checks data and returns what effect's decoding would return for it, or `NO_FIT`. */
export type PlainDecoder = (u: unknown) => unknown;

/**
 * A decoder made once from a schema's AST for the schemas event payloads are made of (structs,
 * records, arrays, tuples, strings, numbers, booleans, literals, null, optional fields and unions
 * of these without a choice between two objects or two arrays), which decode without transforming:
 * it returns what `Schema.decodeUnknownEither` returns on success (a fresh object with the declared
 * fields in their declared order, excess fields left out; fresh arrays), at a fraction of the cost,
 * which tells most on a process's first thousands of events (a replay after a start). Undefined for
 * any other schema (transformations, refinements, declarations, ...): the caller decodes with effect.
 * Data that does not fit yields `NO_FIT`, and the caller decodes it with effect for the error.
 */
export function plainDecoder(ast: SchemaAST.AST): PlainDecoder | undefined {
  switch (ast._tag) {
    case 'StringKeyword':
      return (u) => (typeof u === 'string' ? u : NO_FIT);
    case 'NumberKeyword':
      return (u) => (typeof u === 'number' ? u : NO_FIT);
    case 'BooleanKeyword':
      return (u) => (typeof u === 'boolean' ? u : NO_FIT);
    case 'UndefinedKeyword':
      return (u) => (u === undefined ? u : NO_FIT);
    case 'Literal': {
      const literal = ast.literal;
      return (u) => (u === literal ? u : NO_FIT);
    }
    case 'TupleType':
      return tuple(ast);
    case 'TypeLiteral':
      return ast.propertySignatures.length > 0 ? struct(ast) : record(ast);
    case 'Union':
      return union(ast);
    default:
      return undefined;
  }
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);

function struct(ast: SchemaAST.TypeLiteral): PlainDecoder | undefined {
  if (ast.indexSignatures.length > 0) return undefined;
  const fields: { name: string; optional: boolean; decode: PlainDecoder }[] = [];
  for (const p of ast.propertySignatures) {
    const decode = plainDecoder(p.type);
    if (!decode || typeof p.name !== 'string') return undefined;
    fields.push({ name: p.name, optional: p.isOptional, decode });
  }
  return (u) => {
    if (!isRecord(u)) return NO_FIT;
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      if (!Object.prototype.hasOwnProperty.call(u, f.name)) {
        if (f.optional) continue;
        return NO_FIT;
      }
      const v = f.decode(u[f.name]);
      if (v === NO_FIT) return NO_FIT;
      out[f.name] = v;
    }
    return out;
  };
}

/** `Schema.Record({ key: Schema.String, value })`. */
function record(ast: SchemaAST.TypeLiteral): PlainDecoder | undefined {
  if (ast.indexSignatures.length !== 1) return undefined;
  const sig = ast.indexSignatures[0]!;
  if (sig.parameter._tag !== 'StringKeyword') return undefined;
  const decode = plainDecoder(sig.type);
  if (!decode) return undefined;
  return (u) => {
    if (!isRecord(u)) return NO_FIT;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(u)) {
      const v = decode(u[k]);
      if (v === NO_FIT) return NO_FIT;
      out[k] = v;
    }
    return out;
  };
}

/** Arrays (`Schema.Array`) and tuples of required elements (`Schema.Tuple`). */
function tuple(ast: SchemaAST.TupleType): PlainDecoder | undefined {
  if (ast.elements.some((e) => e.isOptional) || ast.rest.length > 1) return undefined;
  const elements: PlainDecoder[] = [];
  for (const e of ast.elements) {
    const decode = plainDecoder(e.type);
    if (!decode) return undefined;
    elements.push(decode);
  }
  const rest = ast.rest[0] ? plainDecoder(ast.rest[0].type) : null;
  if (rest === undefined) return undefined;
  const n = elements.length;
  return (u) => {
    if (!Array.isArray(u) || u.length < n || (!rest && u.length > n)) return NO_FIT;
    const out: unknown[] = new Array<unknown>(u.length);
    for (let i = 0; i < u.length; i++) {
      const v = (i < n ? elements[i]! : rest!)(u[i]);
      if (v === NO_FIT) return NO_FIT;
      out[i] = v;
    }
    return out;
  };
}

/**
 * A union whose members take apart kinds of value: primitives and literals, at most one object
 * member and at most one array member. Any value then fits at most one member that does not yield
 * itself unchanged, so the first member that takes it gives effect's result too.
 */
function union(ast: SchemaAST.Union): PlainDecoder | undefined {
  const members: PlainDecoder[] = [];
  let objects = 0;
  let arrays = 0;
  for (const m of ast.types) {
    if (m._tag === 'TypeLiteral') objects++;
    else if (m._tag === 'TupleType') arrays++;
    const decode = plainDecoder(m);
    if (!decode) return undefined;
    members.push(decode);
  }
  if (objects > 1 || arrays > 1) return undefined;
  return (u) => {
    for (const m of members) {
      const v = m(u);
      if (v !== NO_FIT) return v;
    }
    return NO_FIT;
  };
}
