// Fails when the English and Spanish dictionaries differ in keys, when a value is empty, or
// when a translation drops or invents a {{placeholder}}. The types catch most of this at
// compile time; this check also covers values and gives a readable list.
import { allEnglish, allSpanish } from '../src/i18n/namespaces/all.ts';
import { compareDictionaries } from './dictionary-diff.ts';

const problems = compareDictionaries(allEnglish, allSpanish);
if (problems.length > 0) {
  console.error(`Dictionary check failed (${problems.length}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('Dictionaries match: en and sp have the same keys and placeholders.');
