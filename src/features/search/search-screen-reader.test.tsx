import { virtual } from '@guidepup/virtual-screen-reader';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { Language } from '../../i18n/dictionaries.ts';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';
import { timesSpoken } from '../../testing/spoken.ts';
import { makeUser } from '../../testing/users.ts';
import GlobalSearch from './global-search.tsx';

function setup(language: Language, guides: unknown[]) {
  const request = vi.fn(async (_path: string, options: { schema: z.ZodType }) =>
    options.schema.parse({ data: guides }),
  );
  const user = makeUser({ subscription_status: 'active', profile_incomplete: 0 });
  return renderSignedIn(<GlobalSearch />, { user, request, language, path: '/client/dashboard' });
}

/** Waits until the virtual screen reader has said `text` (live regions are read as they change). */
async function heard(text: string) {
  await vi.waitFor(async () => expect(await timesSpoken(text)).toBeGreaterThan(0), {
    timeout: 3000,
  });
  return timesSpoken(text);
}

describe.each([
  ['en', 'Search in', 'Get Help', 'ZIP code or city', 'Enter valid zipcode'],
  ['sp', 'Buscar en', 'Obtener ayuda', 'Código postal o ciudad', 'Ingrese un código postal válido'],
] as const)(
  'Invalid ZIP code with a screen reader (%s)',
  (language, typeLabel, getHelp, label, message) => {
    afterEach(async () => {
      await virtual.stop();
    });

    it('hears "Enter valid zipcode"', async () => {
      const { user } = setup(language, []);
      await user.click(screen.getByRole('button', { name: new RegExp(typeLabel) }));
      await user.click(await screen.findByRole('option', { name: getHelp }));
      await virtual.start({ container: document.body });
      await user.type(screen.getByRole('combobox', { name: label }), '1910{Enter}');
      expect(await heard(message)).toBeGreaterThan(0);
    });
  },
);
