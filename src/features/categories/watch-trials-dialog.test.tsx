import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { expectHeardOnce, listen } from '../../testing/hearing.ts';
import { renderCategory } from './category-test-support.tsx';

// "E-mail me new trials like these" (issue 39) on the trials pane: a React Aria dialog that
// saves a watch of the search on show.

const TRIALS = '/client/organization/5?subCateId=48';

const refusal = (status: number, message: string) =>
  new ApiRequestError(status, {
    code: status === 409 ? 'conflict' : 'internal',
    details: [{ path: '', message }],
    message: 'Refused.',
    statusCode: status,
    timestamp: new Date(0).toISOString(),
  });

const WATCH_LIMIT = refusal(409, 'watch_limit');

describe('Watch these trials (dialog)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens by keyboard with the search’s conditions and ZIP and three choices, each defaulted', async () => {
    const { user } = renderCategory(TRIALS);
    const open = await screen.findByRole('button', { name: 'E-mail me new trials like these' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'E-mail me new trials' });
    expect(within(dialog).getByText('Conditions').nextElementSibling).toHaveTextContent('glaucoma');
    expect(within(dialog).getByText('Near ZIP code').nextElementSibling).toHaveTextContent('19104');
    const distance = within(dialog).getByRole('radiogroup', { name: 'Distance' });
    expect(
      within(distance)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Within 50 miles', 'Within 100 miles', 'Within 200 miles']);
    expect(within(distance).getByRole('radio', { name: 'Within 100 miles' })).toBeChecked();
    expect(
      within(dialog).getByRole('radio', { name: 'Every week' }),
      'weekly unless asked',
    ).toBeChecked();
    const language = within(dialog).getByRole('radiogroup', { name: 'Language of the e-mails' });
    expect(within(language).getByRole('radio', { name: 'English' })).toBeChecked();
    // Each language's name in its own language, for the screen reader's voice.
    expect(within(language).getByText('Español')).toHaveAttribute('lang', 'es');
    // Focus moved into the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('saves the choices, closes, returns focus to its button and leaves a note with My alerts', async () => {
    const { user, request } = renderCategory(TRIALS);
    const open = await screen.findByRole('button', { name: 'E-mail me new trials like these' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'E-mail me new trials' });
    await user.click(within(dialog).getByRole('radio', { name: 'Within 50 miles' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Every day' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Español' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start e-mails' }));
    expect(request).toHaveBeenCalledWith(
      '/api/v1/trial-watches',
      expect.objectContaining({
        method: 'POST',
        body: {
          conditions: ['glaucoma'],
          zipcode: '19104',
          miles: 50,
          frequency: 'daily',
          language: 'sp',
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    expect(screen.getByText(/You have an alert for trials like these\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'My alerts' })).toHaveAttribute('href', '/my-alerts');
  });

  it('Cancel and Escape close it without saving, focus back on its button', async () => {
    const { user, request } = renderCategory(TRIALS);
    const open = await screen.findByRole('button', { name: 'E-mail me new trials like these' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    expect(request).not.toHaveBeenCalledWith('/api/v1/trial-watches', expect.anything());
  });

  it.each([
    ['en', 'You already have 5 alerts. Delete one in My alerts first.', WATCH_LIMIT],
    ['sp', 'Ya tiene 5 alertas. Primero borre una en Mis alertas.', WATCH_LIMIT],
    ['en', 'The alert was not saved. Try again.', refusal(500, 'boom')],
    ['sp', 'No se guardó la alerta. Inténtelo de nuevo.', refusal(500, 'boom')],
  ] as const)(
    'a refusal (%s) stays in the dialog in the page’s language: “%s”',
    async (language, text, error) => {
      const { user } = renderCategory(TRIALS, { language, answers: { watch: error } });
      await user.click(
        await screen.findByRole('button', {
          name:
            language === 'en'
              ? 'E-mail me new trials like these'
              : 'Enviarme por correo ensayos nuevos como estos',
        }),
      );
      const dialog = await screen.findByRole('dialog');
      await user.click(
        within(dialog).getByRole('button', {
          name: language === 'en' ? 'Start e-mails' : 'Empezar los correos',
        }),
      );
      expect(await within(dialog).findByText(text)).toBeVisible();
      await waitFor(() =>
        expect(screen.getByTestId('announcer-assertive')).toHaveTextContent(text),
      );
      expect(screen.queryByText(/You have an alert/)).toBeNull();
    },
  );

  it('opened again after a refusal, the old message is gone', async () => {
    const { user } = renderCategory(TRIALS, { answers: { watch: WATCH_LIMIT } });
    const open = await screen.findByRole('button', { name: 'E-mail me new trials like these' });
    await user.click(open);
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Start e-mails' }));
    await within(dialog).findByText(/You already have 5 alerts/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(open);
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/You already have 5 alerts/)).toBeNull();
  });

  it('in Spanish: the dialog and its choices in Spanish', async () => {
    const { user } = renderCategory(TRIALS, { language: 'sp' });
    await user.click(
      await screen.findByRole('button', { name: 'Enviarme por correo ensayos nuevos como estos' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Enviarme por correo ensayos nuevos',
    });
    expect(within(dialog).getByRole('radiogroup', { name: 'Distancia' })).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'A menos de 100 millas' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Cada semana' })).toBeChecked();
    // The e-mails' language starts as the page's.
    expect(within(dialog).getByRole('radio', { name: 'Español' })).toBeChecked();
  });
});

const WORDS = {
  en: {
    open: 'E-mail me new trials like these',
    save: 'Start e-mails',
    saved: 'Alert saved. New trials will come to your e-mail.',
    failed: 'The alert was not saved. Try again.',
  },
  sp: {
    open: 'Enviarme por correo ensayos nuevos como estos',
    save: 'Empezar los correos',
    saved: 'Alerta guardada. Los ensayos clínicos nuevos le llegarán por correo electrónico.',
    failed: 'No se guardó la alerta. Inténtelo de nuevo.',
  },
} as const;

describe.each(['en', 'sp'] as const)(
  'heard when watching trials (%s)',
  { timeout: 20_000 },
  (language) => {
    const words = WORDS[language];

    it('saved: the toast alone, once', async () => {
      const { user } = renderCategory(TRIALS, { language });
      await user.click(await screen.findByRole('button', { name: words.open }));
      const dialog = await screen.findByRole('dialog');
      const ear = await listen();
      await user.click(within(dialog).getByRole('button', { name: words.save }));
      const heard = await expectHeardOnce(ear, [words.saved]);
      expect(heard.find((utterance) => utterance.text.includes(words.saved))?.source).toBe('toast');
    });

    it('refused: the message once, by the announcer', async () => {
      const { user } = renderCategory(TRIALS, {
        language,
        answers: { watch: refusal(500, 'boom') },
      });
      await user.click(await screen.findByRole('button', { name: words.open }));
      const dialog = await screen.findByRole('dialog');
      const ear = await listen();
      await user.click(within(dialog).getByRole('button', { name: words.save }));
      const heard = await expectHeardOnce(ear, [words.failed]);
      expect(heard.find((utterance) => utterance.text.includes(words.failed))?.source).toBe(
        'announcer',
      );
    });
  },
);
