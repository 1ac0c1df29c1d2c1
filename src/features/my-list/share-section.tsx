import { useRef, useState } from 'react';
import {
  Button,
  CheckboxButton,
  CheckboxField,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { createShareResponseSchema, shareSchema, type Share } from '../../contracts/my-list.ts';
import { z } from 'zod';
import { EmailListDialog } from './email-list-dialog.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { formatDate } from '../../lib/format.ts';
import { useMyList } from '../../lib/saved-items.ts';

/** The address a token opens, on this site. */
export const sharedListUrl = (token: string) =>
  new URL(`/shared/${token}`, window.location.origin).href;

/**
 * "Share my list": a dialog that makes a read-only link (with or without the notes) and shows
 * it once, in a read-only field that takes focus, so its label, expiry and address are read
 * out as it appears (no separate announcement). Then the links made, each with Turn off.
 */
export function ShareSection({ shares }: { shares: Share[] }) {
  const { t, language } = useI18n();
  const { mutate, session } = useMyList();
  const [includeNotes, setIncludeNotes] = useState(false);
  const [made, setMade] = useState<{ url: string; expires: string } | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const linksHeading = useRef<HTMLHeadingElement>(null);
  const dateOf = (iso: string) => formatDate(iso, language) ?? iso;

  const create = async () => {
    if (isBusy) return;
    setBusy(true);
    setFailed(false);
    try {
      const response = await session.request('/api/v1/my-list/shares', {
        method: 'POST',
        body: { include_notes: includeNotes },
        schema: createShareResponseSchema,
      });
      setMade({ url: sharedListUrl(response.token), expires: response.share.expires_at });
      await mutate(
        (current) => current && { ...current, shares: [response.share, ...current.shares] },
        { revalidate: false },
      );
    } catch (error) {
      console.error('Making a link failed', error);
      setFailed(true);
      announce(t('myList.share.failed'), 'assertive');
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (share: Share, number: number) => {
    try {
      const response = await session.request(`/api/v1/my-list/shares/${String(share.id)}`, {
        method: 'DELETE',
        schema: z.object({ share: shareSchema }),
      });
      // The button goes with the link's state: focus waits on the list's heading.
      linksHeading.current?.focus();
      await mutate(
        (current) =>
          current && {
            ...current,
            shares: current.shares.map((entry) => (entry.id === share.id ? response.share : entry)),
          },
        { revalidate: false },
      );
      announce(t('myList.share.revokedDone', { number }));
    } catch (error) {
      console.error('Turning off a link failed', error);
      announce(t('myList.share.revokeFailed'), 'assertive');
    }
  };

  return (
    <section aria-labelledby="my-list-share">
      <h2 id="my-list-share">{t('myList.share.heading')}</h2>
      <p>{t('myList.share.intro')}</p>
      <DialogTrigger
        onOpenChange={(isOpen) => {
          if (isOpen) {
            setMade(null);
            setFailed(false);
            setIncludeNotes(false);
          }
        }}
      >
        <Button className="button button-primary">{t('myList.share.button')}</Button>
        <ModalOverlay className="modal-overlay" isDismissable>
          <Modal className="modal">
            <Dialog className="dialog">
              {({ close }) => (
                <>
                  <Heading slot="title" level={2}>
                    {t('myList.share.dialogTitle')}
                  </Heading>
                  {made ? (
                    <FormTextField
                      label={t('myList.share.linkLabel')}
                      hint={t('myList.share.linkHint', { date: dateOf(made.expires) })}
                      value={made.url}
                      isReadOnly
                      autoFocus
                    />
                  ) : (
                    <>
                      <CheckboxField isSelected={includeNotes} onChange={setIncludeNotes}>
                        <CheckboxButton className="checkbox">
                          <span className="checkbox-indicator" aria-hidden="true" />
                          {t('myList.share.includeNotes')}
                        </CheckboxButton>
                      </CheckboxField>
                      {failed ? <p className="field-error">{t('myList.share.failed')}</p> : null}
                    </>
                  )}
                  <div className="dialog-actions">
                    {made ? null : (
                      <Button className="button button-primary" onPress={() => void create()}>
                        {isBusy ? t('myList.share.creating') : t('myList.share.create')}
                      </Button>
                    )}
                    <Button className="button" onPress={close}>
                      {t('myList.share.close')}
                    </Button>
                  </div>
                </>
              )}
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>{' '}
      <EmailListDialog />
      <h3 ref={linksHeading} tabIndex={-1}>
        {t('myList.share.linksHeading')}
      </h3>
      {shares.length === 0 ? (
        <p>{t('myList.share.noLinks')}</p>
      ) : (
        <ul className="my-list-links">
          {shares.map((share, index) => {
            const when = dateOf(share.created_at);
            // Numbered from the first made, so a link keeps its number as others are added.
            const number = shares.length - index;
            const state = share.is_revoked
              ? t('myList.share.revoked')
              : share.is_expired
                ? t('myList.share.expired')
                : t('myList.share.worksUntil', { date: dateOf(share.expires_at) });
            return (
              <li key={share.id}>
                {[
                  t('myList.share.linkMade', { number, made: when }),
                  state,
                  ...(share.include_notes ? [t('myList.share.withNotes')] : []),
                ].join(', ')}
                {share.is_revoked || share.is_expired ? null : (
                  <>
                    {' '}
                    <Button
                      className="button"
                      aria-label={t('myList.share.revokeOf', { number, made: when })}
                      onPress={() => void revoke(share, number)}
                    >
                      {t('myList.share.revoke')}
                    </Button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
