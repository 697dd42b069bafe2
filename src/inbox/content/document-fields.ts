/**
 * A content document as the editor's fields: every text and number by its path ('stats.0.lead'),
 * identifiers (a link's id, a network's name) left as they are. The schema's shape is the
 * document's: the editor follows any content type (decision 400).
 */
type Doc = unknown;

const fixedKeys = new Set(['id', 'network']);

export interface Field {
  path: string;
  kind: 'text' | 'long' | 'number';
}

export function fieldsOf(document: Doc, prefix = ''): Field[] {
  if (Array.isArray(document) || (document && typeof document === 'object')) {
    return Object.entries(document as Record<string, unknown>).flatMap(([key, value]) =>
      fixedKeys.has(key) ? [] : fieldsOf(value, prefix ? `${prefix}.${key}` : key),
    );
  }
  if (typeof document === 'number') return [{ path: prefix, kind: 'number' }];
  const long = /description|lead$|points/.test(prefix);
  return [{ path: prefix, kind: long ? 'long' : 'text' }];
}

export function valueAt(document: Doc, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value as Record<string, unknown> | undefined)?.[key],
      document,
    );
}

/** A copy of the document with one value changed. */
export function withValue(document: Doc, path: string, value: unknown): Doc {
  const [key = '', ...rest] = path.split('.');
  const inner =
    rest.length === 0 ? value : withValue(valueAt(document, key), rest.join('.'), value);
  if (Array.isArray(document)) {
    const copy = [...document];
    copy[Number(key)] = inner;
    return copy;
  }
  return { ...(document as Record<string, unknown>), [key]: inner };
}

/** The field's label: its pattern's ('stats.*.lead'), numbered from 1. */
export function labelOf(labels: Record<string, string>, path: string): string {
  const pattern = path.replace(/\.\d+/g, '.*');
  const index = path.match(/\.(\d+)/)?.[1];
  const label = labels[pattern] ?? path;
  return index === undefined ? label : label.replace('{n}', String(Number(index) + 1));
}
