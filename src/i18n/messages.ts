/**
 * A message catalogue: react-admin's shape, a tree of keys whose leaves are texts with
 * `%{name}` placeholders and, for a count, `singular |||| plural`.
 */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** Every key of `catalogue` with its text, dotted (`console.menu.dashboard`). */
export function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}
