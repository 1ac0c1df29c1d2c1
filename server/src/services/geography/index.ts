export * from './geography.ts';
export { normalizeSearchText } from './search-text.ts';
