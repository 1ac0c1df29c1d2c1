import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATEGORY_ROWS } from '../categories.ts';

// Every category's image is one of our own SVGs in public/images/categories: small, with no
// text inside (it is decorative, shown with alt=""), and nothing that loads or runs anything.

const PUBLIC_DIR = fileURLToPath(new URL('../../../../../../public', import.meta.url));
const IMAGES_DIR = `${PUBLIC_DIR}/images/categories`;
const MAX_BYTES = 2048;

/**
 * A small well-formedness check: every tag is closed in order, attributes are quoted, and
 * there is exactly one root element. Enough for the hand-written files here.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '').replace(/<!--[\s\S]*?-->/g, '');
  const tagPattern = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tagPattern.exec(body); match; match = tagPattern.exec(body)) {
    const between = body.slice(last, match.index);
    if (between.includes('<') || between.includes('>')) problems.push(`bad markup near ${last}`);
    last = tagPattern.lastIndex;
    const [, closing, name = '', , selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) problems.push(`unexpected </${name}>`);
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(name);
    }
  }
  const rest = body.slice(last);
  if (rest.includes('<') || rest.includes('>')) problems.push('bad markup at the end');
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

describe('the well-formedness check', () => {
  it('accepts a small valid SVG and rejects broken ones', () => {
    expect(xmlProblems('<svg a="1"><g><path d="M0 0"/></g></svg>')).toEqual([]);
    expect(xmlProblems('<svg><g></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><path d=M0/></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg/><svg/>')).not.toEqual([]);
    expect(xmlProblems('<svg><g></g>')).not.toEqual([]);
  });
});

describe('category images', () => {
  const slugs = CATEGORY_ROWS.map((row) => {
    const match = /^\/images\/categories\/([a-z0-9-]+)\.svg$/.exec(row.imageUrl ?? '');
    return [row.id, match?.[1] ?? `(bad url ${row.imageUrl})`] as const;
  });

  it('has one file per category and no stray files', () => {
    const files = readdirSync(IMAGES_DIR).filter((name) => name.endsWith('.svg'));
    expect(files.sort()).toEqual(slugs.map(([, slug]) => `${slug}.svg`).sort());
  });

  it.each(slugs)('category %i: %s.svg is a small, valid, decorative SVG', (_id, slug) => {
    const path = `${IMAGES_DIR}/${slug}.svg`;
    expect(statSync(path).size).toBeLessThan(MAX_BYTES);
    const svg = readFileSync(path, 'utf8');
    expect(xmlProblems(svg)).toEqual([]);
    const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(root).toContain('viewBox="0 0 120 120"');
    // Decorative: no text to read out, nothing to run or fetch.
    expect(svg).not.toMatch(/<(?:text|title|script|image|foreignObject|style)\b/);
    expect(svg).not.toMatch(/\bhref=|\bon\w+=|url\(/);
  });
});
