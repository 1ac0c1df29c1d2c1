import type { SavedItem, SharedItem } from '../../contracts/my-list.ts';
import type { Language } from '../../i18n/dictionaries.ts';

/** A guide has a title in each language; organisations and trials have one name. */
export function itemTitle(item: SavedItem | SharedItem, language: Language): string {
  return language === 'sp' && item.title_sp ? item.title_sp : item.title;
}
