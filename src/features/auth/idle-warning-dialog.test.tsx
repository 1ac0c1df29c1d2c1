import { virtual } from '@guidepup/virtual-screen-reader';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../i18n/dictionaries.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { IdleWarningDialog } from './idle-warning-dialog.tsx';

function Harness({ onStay, onSignOut }: { onStay: () => void; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <IdleWarningDialog
        isOpen={open}
        onStay={() => {
          onStay();
          setOpen(false);
        }}
        onSignOut={onSignOut}
      />
    </>
  );
}

/** `listen`: with the virtual screen reader running (it must stop before the dialog closes). */
async function open({
  language = 'en',
  listen = false,
}: { language?: Language; listen?: boolean } = {}) {
  const onStay = vi.fn();
  const onSignOut = vi.fn();
  const rendered = renderWithProviders(<Harness onStay={onStay} onSignOut={onSignOut} />, {
    language,
  });
  if (listen) await virtual.start({ container: document.body });
  await rendered.user.click(screen.getByRole('button', { name: 'Open' }));
  await waitFor(() => expect(screen.getByRole('alertdialog')).toBeInTheDocument());
  return { ...rendered, onStay, onSignOut };
}

describe('IdleWarningDialog', () => {
  afterEach(async () => {
    await virtual.stop();
  });

  it('is spoken as an alert dialog with its name and text as focus moves in, then its buttons', async () => {
    await open({ listen: true });
    await waitFor(async () =>
      expect(await virtual.spokenPhraseLog()).toContain(
        'alertdialog, Your session is about to end, For your security, you will be signed out soon because there has been no activity. Do you want to stay signed in?',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus(),
    );
    await virtual.next();
    await virtual.next();
    const log = await virtual.spokenPhraseLog();
    expect(log).toContain('button, Stay signed in');
    expect(log).toContain('button, Sign out');
  });

  it('is spoken in Spanish', async () => {
    await open({ language: 'sp', listen: true });
    await waitFor(async () =>
      expect(await virtual.spokenPhraseLog()).toContain(
        'alertdialog, Su sesión está por terminar, Por su seguridad, su sesión se cerrará pronto porque no ha habido actividad. ¿Desea mantener la sesión iniciada?',
      ),
    );
  });

  it('keeps the user signed in with the button or Escape, and signs out with the other', async () => {
    const { user, onStay, onSignOut } = await open();
    await user.keyboard('{Escape}');
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    expect(onStay).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(onStay).toHaveBeenCalledTimes(2);
  });

  it('is not closed by a click outside: the user must answer', async () => {
    const { user, onStay } = await open();
    const overlay = document.querySelector('.modal-overlay');
    expect(overlay).not.toBeNull();
    await user.pointer({ keys: '[MouseLeft]', target: overlay! });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onStay).not.toHaveBeenCalled();
  });
});
