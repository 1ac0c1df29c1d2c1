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
