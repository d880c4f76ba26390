// Examples in the OpenAPI document for the values a reader must get right: ids (positive integers) and euro amounts
// (decimal strings, `euroString` carries its own). Added where a schema gives none, so every new field is covered.
type Json = Record<string, unknown>;

const isId = (name: string) => name === 'id' || /Id$/.test(name);

function walk(node: unknown, name: string | null): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, null);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Json;
  const type = schema.type;
  const integer = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
  const text = type === 'string' && schema.format === undefined && schema.enum === undefined;
  if (name && isId(name) && (integer || text) && schema.examples === undefined) schema.examples = integer ? [42] : ['42'];
  // A parameter (`{ in: 'path', name: 'id', schema }`) names its schema.
  if (typeof schema.in === 'string' && typeof schema.name === 'string' && schema.schema) walk(schema.schema, schema.name);
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'schema' && typeof schema.in === 'string') continue;
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [prop, sub] of Object.entries(value as Json)) walk(sub, prop);
    } else if (key !== 'examples' && key !== 'enum' && key !== 'const') walk(value, null);
  }
}

/** The document with an example on every integer id that has none (in place: the object is freshly generated). */
export function withExamples<T extends Record<string, unknown>>(document: T): T {
  walk(document, null);
  return document;
}
