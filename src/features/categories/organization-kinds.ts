import {
  categoriesResponseSchema,
  organizationSubCategoriesResponseSchema,
  SPECIAL_IDS,
  type Category,
  type SubCategory,
} from '../../contracts/catalog.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiData } from '../../lib/use-api-data.ts';

/** Not organisation lists: the survey and the clinical trials live on their category pages. */
const NOT_LISTS = new Set<number>([
  SPECIAL_IDS.blvSurveySubCategory,
  SPECIAL_IDS.clinicalTrialsSubCategory,
]);

export interface OrganizationKinds {
  category: Category;
  subs: SubCategory[];
}

/**
 * Every category's kinds of help (its organisation sub-categories), for the organisation search
 * chooser and the map screens' headings; loaded once and shared by both (SWR key).
 */
export function useOrganizationKinds(enabled: boolean) {
  const session = useSession();
  return useApiData(enabled ? 'organization-sub-categories' : null, async () => {
    const categories = await session.request('/api/v1/category', {
      schema: categoriesResponseSchema,
    });
    return Promise.all(
      categories.data.map(async (category): Promise<OrganizationKinds> => ({
        category,
        subs: (
          await session.request(`/api/v1/subcategory/org/${category.id}`, {
            schema: organizationSubCategoriesResponseSchema,
          })
        ).data.filter((sub) => !NOT_LISTS.has(sub.id)),
      })),
    );
  });
}

/** Words compared: lower case, no accents, a plural's "s" dropped; small words ignored. */
function words(text: string): Set<string> {
  return new Set(
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 2 && !SMALL_WORDS.has(word))
      .map((word) => (word.length > 3 ? word.replace(/e?s$/, '') : word)),
  );
}
const SMALL_WORDS = new Set(['and', 'the', 'for', 'con', 'las', 'los', 'del', 'para', 'una']);

/**
 * The kind of help a spoken or typed topic names ("low vision clinics", "perros guía"): the
 * one whose English or Spanish title shares the most words with it; none when no word is
 * shared, or when two kinds share as many.
 */
export function kindForTopic(topic: string, kinds: SubCategory[]): SubCategory | null {
  const wanted = words(topic);
  const scored = kinds
    .map((kind) => {
      const titles = new Set([...words(kind.title), ...words(kind.title_sp)]);
      return { kind, score: [...wanted].filter((word) => titles.has(word)).length };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
  if (scored.length === 0 || scored[0]!.score === scored[1]?.score) return null;
  return scored[0]!.kind;
}
