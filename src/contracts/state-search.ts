/**
 * How a typed state is found, the same in the profile form's State field (browser) and after
 * the comma of a place search ("springfield, pa", server). People type a state the way they
 * know it: its postal code, or its English or Spanish name whatever the interface's language
 * (many Spanish speakers in the US say "New York", not "Nueva York"), often without accents,
 * sometimes with a slip of one key. Pure TypeScript so both sides share it.
 */

import { normalizeSearchText } from './search-text.ts';

/** What a state can be typed as. */
export interface StateSearchNames {
  /** Two-letter postal code ("PA"). */
  code: string;
  /** English name ("Pennsylvania"). */
  name: string;
  /** Spanish name ("Pensilvania"). */
  nameSp: string;
}

/**
 * How well a state matches, best first; a state that does not match has no rank. The order
 * puts what the user most likely meant first: "PA" is Pennsylvania's code before it is the
 * start of "Pacific".
 */
export const STATE_MATCH = {
  code: 0,
  exactName: 1,
  namePrefix: 2,
  wordPrefix: 3,
  contains: 4,
  oneTypo: 5,
} as const;

export type StateMatchRank = (typeof STATE_MATCH)[keyof typeof STATE_MATCH];

/**
 * A typo is forgiven only from this many characters: with fewer, one changed letter matches
 * most of the list ("pa" would find "ga", "pr", "Iowa"...).
 */
export const STATE_TYPO_MIN_LENGTH = 4;

/**
 * Whether `a` becomes `b` with at most one slip: a letter changed, added, left out, or two
 * neighbours swapped ("pensilvana" -> "pensilvania", "nueva yrok" -> "nueva york").
 */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (a.length === b.length) {
    const rest = (offset: number) => a.slice(start + offset) === b.slice(start + offset);
    const swapped =
      a[start] === b[start + 1] &&
      a[start + 1] === b[start] &&
      a.slice(start + 2) === b.slice(start + 2);
    return rest(1) || swapped;
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.slice(start) === longer.slice(start + 1);
}

function rankName(query: string, name: string): StateMatchRank | null {
  if (name === query) return STATE_MATCH.exactName;
  if (name.startsWith(query)) return STATE_MATCH.namePrefix;
  if (name.split(' ').some((word) => word.startsWith(query))) return STATE_MATCH.wordPrefix;
  if (name.includes(query)) return STATE_MATCH.contains;
  if (query.length < STATE_TYPO_MIN_LENGTH) return null;
  // A slip anywhere in what has been typed so far, so a name half typed with a slip is found
  // too: compared with the name's start as long as the query, one letter more or one less.
  for (const length of [query.length - 1, query.length, query.length + 1]) {
    if (length <= name.length && withinOneTypo(query, name.slice(0, length))) {
      return STATE_MATCH.oneTypo;
    }
  }
  return null;
}

/**
 * How well `typed` matches a state (see STATE_MATCH), or null when it does not. The code
 * counts only typed whole ("pa", "PA"); the names in both languages count whatever the
 * interface's language.
 */
export function rankState(typed: string, state: StateSearchNames): StateMatchRank | null {
  const query = normalizeSearchText(typed);
  if (!query) return null;
  if (query === state.code.toLowerCase()) return STATE_MATCH.code;
  let best: StateMatchRank | null = null;
  for (const name of [state.name, state.nameSp]) {
    const rank = rankName(query, normalizeSearchText(name));
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

/**
 * The states that match `typed`, best match first; among equals the given order is kept (the
 * list's own, alphabetical in the interface's language). An empty query matches nothing:
 * showing the whole list is the caller's choice.
 */
export function searchStates<T>(
  typed: string,
  states: readonly T[],
  namesOf: (state: T) => StateSearchNames,
): T[] {
  return states
    .map((state, index) => ({ state, index, rank: rankState(typed, namesOf(state)) }))
    .filter(
      (entry): entry is { state: T; index: number; rank: StateMatchRank } => entry.rank !== null,
    )
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.state);
}

/**
 * The states a place search means by its state part: only the best-matching ones, so
 * "springfield, in" is Indiana's Springfield, not also Illinois's because "in" is inside
 * "Illinois". A list to choose from shows every match instead (searchStates).
 */
export function bestStateMatches<T>(
  typed: string,
  states: readonly T[],
  namesOf: (state: T) => StateSearchNames,
): T[] {
  const ranked = states.flatMap((state) => {
    const rank = rankState(typed, namesOf(state));
    return rank === null ? [] : [{ state, rank }];
  });
  const best = Math.min(...ranked.map((entry) => entry.rank));
  return ranked.filter((entry) => entry.rank === best).map((entry) => entry.state);
}
