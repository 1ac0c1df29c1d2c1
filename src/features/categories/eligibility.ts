// ClinicalTrials.gov writes eligibility as text: "Inclusion Criteria:" and "Exclusion Criteria:"
// headings, each followed by "* " (or "- ", "1. ") items. The dialog shows them as real lists.

export interface Eligibility {
  inclusion: string[];
  exclusion: string[];
  /** Lines under no heading, or that are not list items: shown as paragraphs. */
  other: string[];
}

const ITEM = /^\s*(?:[*•-]|\d+[.)])\s+/;

export function parseEligibility(text: string): Eligibility {
  const result: Eligibility = { inclusion: [], exclusion: [], other: [] };
  let current: 'inclusion' | 'exclusion' | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (/^inclusion criteria:?$/i.test(line)) {
      current = 'inclusion';
      continue;
    }
    if (/^exclusion criteria:?$/i.test(line)) {
      current = 'exclusion';
      continue;
    }
    if (current && ITEM.test(line)) result[current].push(line.replace(ITEM, ''));
    else result.other.push(line);
  }
  return result;
}
