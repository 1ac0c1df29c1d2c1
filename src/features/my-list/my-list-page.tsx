import { useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import {
  NOTE_MAX_LENGTH,
  noContentSchema,
  SAVED_ITEM_KINDS,
  saveItemResponseSchema,
  type MyListResponse,
  type SavedItem,
} from '../../contracts/my-list.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { ROUTES } from '../../lib/destinations.ts';
import { formatPhone, telHref } from '../../lib/organization-display.ts';
import { MY_LIST_KEY, useMyList } from '../../lib/saved-items.ts';
import type { Load } from '../../lib/use-api-data.ts';
import { PrivacyNote } from './privacy-note.tsx';
import { ListDownloadMenu } from './list-download-menu.tsx';
import { ShareSection } from './share-section.tsx';
import { itemTitle } from './item-title.ts';

/**
 * /my-list: what the person saved, grouped by kind in the order saved, each with a note and
 * Remove; then sharing (a link, an e-mail) and what is kept and who sees it.
 */
export default function MyListPage() {
  const { t } = useI18n();
  const { data, error, isLoading, mutate, session } = useMyList();
  const { mutate: mutateKey } = useSWRConfig();
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const load: Load<MyListResponse> =
    data !== undefined
      ? { status: 'ready', data }
      : error !== undefined && !isLoading
        ? { status: 'failed' }
        : { status: 'loading' };

  const deleteList = async () => {
    setDeleteOpen(false);
    try {
      await session.request('/api/v1/my-list', { method: 'DELETE', schema: noContentSchema });
      await mutateKey(MY_LIST_KEY, { items: [], shares: [] }, { revalidate: false });
      announce(t('myList.delete.done'));
    } catch (failure) {
      console.error('Deleting the list failed', failure);
      announce(t('myList.delete.failed'), 'assertive');
    }
  };

  return (
    <div className="page my-list-page">
      <PageHeading>{t('myList.heading')}</PageHeading>
      <LoadState
        load={load}
        isEmpty={(list) => list.items.length === 0}
        loadingText={t('myList.loading')}
        failedText={t('myList.failed')}
        emptyText={t('myList.empty')}
        retryText={t('myList.retry')}
        onRetry={() => void mutate()}
      />
      {data
        ? SAVED_ITEM_KINDS.map((kind) => {
            const items = data.items.filter((item) => item.kind === kind);
            if (items.length === 0) return null;
            return (
              <section key={kind} aria-labelledby={`my-list-${kind}`}>
                <h2 id={`my-list-${kind}`}>{t(`myList.groups.${kind}`)}</h2>
                <ul className="my-list-items">
                  {items.map((item) => (
                    <li key={item.id}>
                      <SavedItemCard item={item} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        : null}
      {data && data.items.length > 0 ? (
        <>
          <ListDownloadMenu />
          <ShareSection shares={data.shares} />
        </>
      ) : null}
      <PrivacyNote />
      {data && (data.items.length > 0 || data.shares.length > 0) ? (
        <p>
          <Button className="button" onPress={() => setDeleteOpen(true)}>
            {t('myList.delete.button')}
          </Button>
        </p>
      ) : null}
      <ConfirmDialog
        isOpen={isDeleteOpen}
        title={t('myList.delete.title')}
        safeLabel={t('myList.delete.cancel')}
        onSafe={() => setDeleteOpen(false)}
        riskyLabel={t('myList.delete.confirm')}
        onRisky={() => void deleteList()}
      >
        <p>{t('myList.delete.body')}</p>
      </ConfirmDialog>
    </div>
  );
}

function SavedItemCard({ item }: { item: SavedItem }) {
  const { t, language } = useI18n();
  const { mutate, session } = useMyList();
  const title = itemTitle(item, language);
  const [note, setNote] = useState(item.note);
  const [isSaving, setSaving] = useState(false);
  const tooLong = note.length > NOTE_MAX_LENGTH;
  const headingId = `saved-item-${String(item.id)}`;

  const saveNote = async () => {
    if (tooLong || isSaving) return;
    setSaving(true);
    try {
      const response = await session.request(`/api/v1/my-list/items/${String(item.id)}/note`, {
        method: 'PUT',
        body: { note },
        schema: saveItemResponseSchema,
      });
      await mutate(
        (current) =>
          current && {
            ...current,
            items: current.items.map((entry) => (entry.id === item.id ? response.item : entry)),
          },
        { revalidate: false },
      );
      announce(t('myList.note.saved', { title }));
    } catch (failure) {
      console.error('Saving the note failed', failure);
      announce(t('myList.note.failed', { title }), 'assertive');
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    // Focus would be lost with the card: it goes to the page's heading, which says where it is.
    try {
      await session.request(`/api/v1/my-list/items/${String(item.id)}`, {
        method: 'DELETE',
        schema: noContentSchema,
      });
      document.querySelector<HTMLElement>('h1')?.focus();
      await mutate(
        (current) =>
          current && {
            ...current,
            items: current.items.filter((entry) => entry.id !== item.id),
          },
        { revalidate: false },
      );
      announce(t('myList.removed', { title }));
    } catch (failure) {
      console.error('Removing the item failed', failure);
      announce(t('myList.removeFailed', { title }), 'assertive');
    }
  };

  const link =
    item.kind === 'guide' && item.category_id !== null
      ? {
          href: `${ROUTES.category}/${String(item.category_id)}?subCateId=${item.key}`,
          label: t('myList.openGuide', { title }),
          isExternal: false,
        }
      : item.url
        ? { href: item.url, label: t('myList.visitWebsite', { title }), isExternal: true }
        : null;

  return (
    <article className="card saved-item" aria-labelledby={headingId}>
      <h3 id={headingId} lang={item.kind === 'trial' ? 'en' : undefined}>
        {title}
      </h3>
      {item.available ? null : <p className="saved-item-unavailable">{t('myList.unavailable')}</p>}
      {item.phone ? (
        <p>
          {t('myList.phone')}: <Link href={telHref(item.phone)}>{formatPhone(item.phone)}</Link>
        </p>
      ) : null}
      {link && item.available ? (
        <p>
          <Link
            href={link.href}
            {...(link.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {link.label}
          </Link>
        </p>
      ) : null}
      <FormTextField
        label={t('myList.note.label', { title })}
        hint={t('myList.note.hint')}
        value={note}
        onChange={setNote}
        errorMessage={tooLong ? t('myList.note.tooLong', { count: note.length }) : undefined}
      />
      <p className="saved-item-actions">
        <Button
          className="button"
          aria-label={t('myList.note.saveOf', { title })}
          onPress={() => void saveNote()}
        >
          {t('myList.note.save')}
        </Button>
        <Button
          className="button"
          aria-label={t('myList.removeOf', { title })}
          onPress={() => void remove()}
        >
          {t('myList.remove')}
        </Button>
      </p>
    </article>
  );
}
