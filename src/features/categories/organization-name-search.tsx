import { useEffect, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { OrganizationCard } from '../../components/organizations/organization-card.tsx';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { LoadState } from '../../components/ui/load-state.tsx';
import {
  MAX_SEARCH_RESULTS,
  organizationSearchBodySchema,
  organizationSearchResponseSchema,
  type OrganizationSearchRequest,
} from '../../contracts/organizations.ts';
import { ageOn } from '../../contracts/users.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { selectedOrganizationHref, type Miles } from './category-view.ts';

const nameSchema = organizationSearchBodySchema.shape.q;

interface OrganizationNameSearchProps {
  zip: string;
  miles: Miles;
  /** The name searched for (from the address), or '' for none yet. */
  query: string;
  onSearch: (query: string) => void;
}

/**
 * Organisations by name (or city) near the ZIP code, through the spec's organisation search
 * (`search/orgnaization`); each result leads to its map screen, where it comes first with the
 * organisations near it.
 */
export function OrganizationNameSearch({
  zip,
  miles,
  query,
  onSearch,
}: OrganizationNameSearchProps) {
  const { t, tp } = useI18n();
  const session = useSession();
  const user = useCurrentUser();
  const [text, setText] = useState(query);
  const [tooShort, setTooShort] = useState(false);
  const body: OrganizationSearchRequest | null =
    user && query
      ? {
          zipcode: zip,
          q: query,
          miles,
          age: ageOn(user.dob, new Date()),
          is_veteran: user.is_veteran === 1 ? 1 : 0,
          // The best matches, as before pages (issue 40): a page of 20.
          page_size: MAX_SEARCH_RESULTS,
        }
      : null;
  const { load, retry } = useApiData(
    body ? `organization-search:${JSON.stringify(body)}` : null,
    async () =>
      (
        await session.request('/api/v1/search/orgnaization', {
          method: 'POST',
          body,
          schema: organizationSearchResponseSchema,
        })
      ).data,
  );
  const count = load.status === 'ready' ? load.data.length : 0;
  const countText = count > 0 ? tp('categories.nearZip.byName.count', count, { q: query }) : null;

  useEffect(() => {
    if (countText) announce(countText, 'polite', 'organization-search-count');
  }, [countText]);

  return (
    <section aria-labelledby="search-by-name" className="organization-name-search">
      <h2 id="search-by-name">{t('categories.nearZip.byName.heading')}</h2>
      <Form
        role="search"
        aria-labelledby="search-by-name"
        validationBehavior="aria"
        className="name-search-form"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = nameSchema.safeParse(text);
          setTooShort(!parsed.success);
          if (parsed.success) onSearch(parsed.data);
        }}
      >
        <FormTextField
          label={t('categories.nearZip.byName.label')}
          hint={t('categories.nearZip.byName.hint')}
          errorMessage={tooShort ? t('categories.nearZip.byName.tooShort') : undefined}
          value={text}
          onChange={(value) => {
            setText(value);
            setTooShort(false);
          }}
        />
        <Button type="submit" className="button">
          {t('categories.nearZip.byName.search')}
        </Button>
      </Form>
      {body ? (
        <>
          {countText ? <h3 className="organization-count">{countText}</h3> : null}
          <LoadState
            load={load}
            isEmpty={(found) => found.length === 0}
            loadingText={t('categories.nearZip.byName.loading')}
            failedText={t('categories.nearZip.byName.failed')}
            emptyText={t('categories.nearZip.byName.empty', { q: query, zip })}
            retryText={t('categories.retry')}
            onRetry={retry}
          />
          {load.status === 'ready' && load.data.length > 0 ? (
            <ol className="organization-cards">
              {load.data.map((found) => (
                <li key={found.id}>
                  <OrganizationCard
                    organization={found}
                    subCategoryId={found.sub_cat_id}
                    headingLevel={4}
                    map={{
                      href: selectedOrganizationHref({
                        orgId: found.id,
                        zip,
                        subCategoryId: found.sub_cat_id,
                        miles,
                      }),
                    }}
                  />
                </li>
              ))}
            </ol>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
