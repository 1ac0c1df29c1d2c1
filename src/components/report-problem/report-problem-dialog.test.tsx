import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../testing/console-guard.ts';
import { expectHeardOnce, listen } from '../../testing/hearing.ts';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';
import { makeUser } from '../../testing/users.ts';
import { ReportProblemDialog } from './report-problem-dialog.tsx';

const NAME = 'Lighthouse for the Blind';

function renderDialog(
  options: { language?: 'en' | 'sp'; type?: 'organization' | 'guide'; fail?: boolean } = {},
) {
  const request = vi.fn(async () => {
    if (options.fail) throw new Error('503');
    return { id: 1, created_at: '2026-11-28T12:00:00.000Z' };
  });
  const rendered = renderSignedIn(
    <ReportProblemDialog target={{ type: options.type ?? 'organization', id: 42 }} name={NAME} />,
    { user: makeUser(), request, language: options.language ?? 'en' },
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('Report a problem', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends what is wrong by keyboard, closes, returns focus and says it once', async () => {
    const { user, request } = renderDialog();
    const open = screen.getByRole('button', { name: `Report a problem: ${NAME}` });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Report a problem with ${NAME}` });
    expect(dialog).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'The phone number is wrong' }));
    await user.type(screen.getByRole('textbox', { name: 'Tell us more' }), 'It rings a fax.');
    expect(screen.getByText(/Up to 1000 characters; 985 left\./)).toBeVisible();
    await user.type(
      screen.getByRole('textbox', { name: 'Your e-mail address (optional)' }),
      'me@example.org',
    );
    const ear = await listen();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(request).toHaveBeenCalledWith(
      '/api/v1/problem-reports',
      expect.objectContaining({
        method: 'POST',
        body: {
          target: { type: 'organization', id: 42 },
          kind: 'wrong_phone',
          details: 'It rings a fax.',
          reply_email: 'me@example.org',
          language: 'en',
        },
      }),
    );
    await waitFor(() => expect(open).toHaveFocus());
    await expectHeardOnce(ear, [`Thank you. Your report about ${NAME} was sent.`]);
  });

  it('sends nothing without a kind: the choice takes focus with its message', async () => {
    const { user, request } = renderDialog();
    await user.click(screen.getByRole('button', { name: `Report a problem: ${NAME}` }));
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    const first = screen.getByRole('radio', { name: 'The phone number is wrong' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getByRole('radiogroup', { name: 'What is wrong?' })).toHaveAccessibleDescription(
      'Choose what is wrong',
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('in Spanish: "other" needs words, and a bad reply address is said at its field', async () => {
    const { user, request } = renderDialog({ language: 'sp' });
    await user.click(screen.getByRole('button', { name: `Informar de un problema: ${NAME}` }));
    await user.click(await screen.findByRole('radio', { name: 'Otra cosa' }));
    const email = screen.getByRole('textbox', { name: 'Su correo electrónico (opcional)' });
    await user.type(email, 'no es un correo');
    await user.click(screen.getByRole('button', { name: 'Enviar el informe' }));
    const details = screen.getByRole('textbox', { name: 'Cuéntenos más' });
    await waitFor(() => expect(details).toHaveFocus());
    expect(details).toHaveAccessibleDescription(expect.stringContaining('Cuéntenos qué está mal'));
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Escriba un correo electrónico como nombre@ejemplo.com'),
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('a guide has no kinds to choose: its report is "other", in the reporter\'s words', async () => {
    const { user, request } = renderDialog({ type: 'guide' });
    await user.click(screen.getByRole('button', { name: `Report a problem: ${NAME}` }));
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await user.type(
      await screen.findByRole('textbox', { name: 'Tell us more' }),
      'The second link is broken.',
    );
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        '/api/v1/problem-reports',
        expect.objectContaining({
          body: expect.objectContaining({ target: { type: 'guide', id: 42 }, kind: 'other' }),
        }),
      ),
    );
  });

  it('a failed send keeps the dialog and what was typed, and says so once', async () => {
    expectConsoleError('Failed to send a problem report');
    const { user } = renderDialog({ fail: true });
    await user.click(screen.getByRole('button', { name: `Report a problem: ${NAME}` }));
    await user.click(await screen.findByRole('radio', { name: 'It has closed' }));
    await user.type(screen.getByRole('textbox', { name: 'Tell us more' }), 'Closed in May.');
    const ear = await listen();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await expectHeardOnce(ear, ['Your report was not sent. Please try again.']);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Tell us more' })).toHaveValue('Closed in May.');
  });
});
