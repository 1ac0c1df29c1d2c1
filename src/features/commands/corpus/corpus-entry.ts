import type { Intent } from '../../../lib/commands.ts';

/**
 * How a phrase is said. The corpus test reports accuracy per family, so a weakness in one
 * way of speaking (questions, spoken numbers, recognition slips) shows on its own.
 */
export type PhraseFamily =
  /** A plain order: "find help near 19104", "abre mi perfil". */
  | 'imperative'
  /** Asked: "where can I find a braille class near 60614?", "¿dónde hay ...?". */
  | 'question'
  /** Wrapped in politeness: "could you please ...", "me puede ... por favor". */
  | 'polite'
  /** Said as a need or a wish: "I need ...", "I'd like ...", "necesito ...", "quiero ...". */
  | 'need'
  /** A few words only: "next one", "el siguiente", "map", "mis pagos". */
  | 'fragment'
  /** Numbers and ordinals in words or digits: "one nine one oh four", "the 3rd", "tercera". */
  | 'numbers'
  /** Accents missing or misplaced, as typed on a phone: "ingles", "espanól", "mas grande". */
  | 'accents'
  /** Upper case, odd spacing and punctuation: "FIND HELP NEAR 19104!!!", "go to... my profile". */
  | 'casing'
  /** What speech recognition writes by mistake: "for"/"four", "to"/"two", "won"/"one". */
  | 'slips'
  /** Not a command of ours: must be refused, never mapped to a near action. */
  | 'refuse';

/**
 * One phrase and what it means. `expect` is null for a phrase that must be refused. Slots are
 * compared loosely where people's words vary: case, accents, punctuation and small words
 * ("a", "the", "de", "la") do not count, and the words of a topic, condition, query or
 * category name may come in any order.
 */
export interface CorpusEntry {
  family: PhraseFamily;
  say: string;
  expect: Intent | null;
}
