import { Link } from 'react-aria-components';
import { useParams } from 'wouter';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import {
  SAVED_ITEM_KINDS,
  sharedListResponseSchema,
  type SharedItem,
} from '../../contracts/my-list.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { ROUTES } from '../../lib/destinations.ts';
import { formatDate } from '../../lib/format.ts';
import { formatPhone, telHref } from '../../lib/organization-display.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { itemTitle } from './item-title.ts';

/** A list's link that no longer works, or never did: the page says which (the server's status too). */
type Missing = 'gone' | 'not-found';

async function loadSharedList(token: string) {
  try {
    return await apiRequest(`/api/v1/shared-lists/${encodeURIComponent(token)}`, {
      schema: sharedListResponseSchema,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 410 || error.status === 404)) {
      return (error.status === 410 ? 'gone' : 'not-found') satisfies Missing;
    }
    throw error;
  }
}

/**
 * /shared/{token}: someone's list, read-only and without sign-in. It shows the items and
 * nothing of the person who shared them. The document arrives with 404 or 410 when the link
 * never worked or no longer does (server/src/services/my-list/shared-list-page.ts), and the
 * page explains in the visitor's language.
 */
export default function SharedListPage() {
  const { t, language } = useI18n();
  const { token = '' } = useParams<{ token: string }>();
  const { load, retry } = useApiData(`shared-list:${token}`, () => loadSharedList(token));

  if (load.status === 'ready' && typeof load.data === 'string') {
    const isGone = load.data === 'gone';
    return (
      <div className="page prose">
        <PageHeading>
          {t(isGone ? 'myList.shared.goneHeading' : 'myList.shared.notFoundHeading')}
        </PageHeading>
        <p>{t(isGone ? 'myList.shared.goneBody' : 'myList.shared.notFoundBody')}</p>
        <p>
          <Link href={ROUTES.home}>{t('myList.shared.home')}</Link>
        </p>
      </div>
    );
  }
  const list = load.status === 'ready' && typeof load.data !== 'string' ? load.data : null;

  return (
    <div className="page shared-list-page">
      <PageHeading>{t('myList.shared.heading')}</PageHeading>
      <p>{t('myList.shared.intro')}</p>
      <LoadState
        load={load}
        isEmpty={(data) => typeof data !== 'string' && data.items.length === 0}
        loadingText={t('myList.shared.loading')}
        failedText={t('myList.shared.failed')}
        emptyText={t('myList.shared.empty')}
        retryText={t('myList.retry')}
        onRetry={retry}
      />
      {list ? (
        <>
          {SAVED_ITEM_KINDS.map((kind) => {
            const items = list.items.filter((item) => item.kind === kind);
            if (items.length === 0) return null;
            return (
              <section key={kind} aria-labelledby={`shared-${kind}`}>
                <h2 id={`shared-${kind}`}>{t(`myList.groups.${kind}`)}</h2>
                <ul className="my-list-items">
                  {items.map((item) => (
                    <li key={`${item.kind}:${item.key}`}>
                      <SharedItemCard item={item} />
                    </li>
                  ))}
                </ul>
                {kind === 'guide' ? <p className="hint">{t('myList.shared.guideSignIn')}</p> : null}
              </section>
            );
          })}
          <p>
            {t('myList.shared.worksUntil', {
              date: formatDate(list.expires_at, language) ?? list.expires_at,
            })}
          </p>
        </>
      ) : null}
    </div>
  );
}

function SharedItemCard({ item }: { item: SharedItem }) {
  const { t, language } = useI18n();
  const title = itemTitle(item, language);
  return (
    <article className="card saved-item">
      <h3 lang={item.kind === 'trial' ? 'en' : undefined}>{title}</h3>
      {item.available ? null : <p className="saved-item-unavailable">{t('myList.unavailable')}</p>}
      {item.phone ? (
        <p>
          {t('myList.phone')}: <Link href={telHref(item.phone)}>{formatPhone(item.phone)}</Link>
        </p>
      ) : null}
      {item.url && item.kind !== 'guide' && /^https?:\/\//i.test(item.url) ? (
        <p>
          <Link href={item.url} target="_blank" rel="noopener noreferrer">
            {t('myList.visitWebsite', { title })}
          </Link>
        </p>
      ) : null}
      {item.note ? (
        <p>
          {t('myList.shared.note')}: {item.note}
        </p>
      ) : null}
    </article>
  );
}
