type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Lists every difference between two dictionaries that would show a user a broken string. */
export function compareDictionaries(en: object, sp: object): string[] {
  const left = flatten(en as Tree);
  const right = flatten(sp as Tree);
  const problems: string[] = [];
  for (const [key, value] of left) {
    const other = right.get(key);
    if (other === undefined) problems.push(`${key}: missing in sp`);
    else {
      if (value.trim() === '') problems.push(`${key}: empty in en`);
      if (other.trim() === '') problems.push(`${key}: empty in sp`);
      if (placeholders(value).join() !== placeholders(other).join()) {
        problems.push(
          `${key}: placeholders differ (en ${placeholders(value).join(', ') || 'none'}; sp ${placeholders(other).join(', ') || 'none'})`,
        );
      }
    }
  }
  for (const key of right.keys()) if (!left.has(key)) problems.push(`${key}: missing in en`);
  return problems;
}
