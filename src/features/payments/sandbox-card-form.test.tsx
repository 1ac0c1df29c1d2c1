import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../i18n/dictionaries.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';
import { makeUser } from '../../testing/users.ts';
import type { ConfirmOutcome } from './card-confirmation.ts';
import { parseExpiry, SandboxCardForm } from './sandbox-card-form.tsx';

const SECRET = 'sandbox_pi_abcdef123456_secret_abcdefgh12345678';
const RETURN_URL = 'http://localhost:3000/?order_id=VH-ABC123';

describe('parseExpiry', () => {
  it.each([
    ['12/28', { month: 12, year: 2028 }],
    ['12 / 28', { month: 12, year: 2028 }],
    ['1228', { month: 12, year: 2028 }],
    ['12/2028', { month: 12, year: 2028 }],
    ['12 / 2028', { month: 12, year: 2028 }],
    ['122028', { month: 12, year: 2028 }],
    ['4/29', { month: 4, year: 2029 }],
    ['0429', { month: 4, year: 2029 }],
    ['429', { month: 4, year: 2029 }],
    ['  04/29  ', { month: 4, year: 2029 }],
  ])('reads "%s"', (text, expected) => {
    expect(parseExpiry(text)).toEqual(expected);
  });

  it.each(['', '13/28', '00/28', '12/228', '12028', '12/1999', '12/2100', '12-28x', 'MM/YY'])(
    'refuses "%s"',
    (text) => {
      expect(parseExpiry(text)).toBeNull();
    },
  );
});

/** The form alone, with a double of the sandbox's confirm call; `outcomes` gets each result. */
function setup(confirm: () => unknown, language: Language = 'en') {
  const outcomes: ConfirmOutcome[] = [];
  const request = vi.fn(async (path: string) => {
    if (path === '/api/v1/sandbox/confirm') return confirm();
    throw new Error(`Unexpected API request in a test: ${path}`);
  });
  const pay = async (run: () => Promise<ConfirmOutcome>) => {
    outcomes.push(await run());
  };
  const rendered = renderSignedIn(
    <SandboxCardForm clientSecret={SECRET} returnUrl={RETURN_URL} pay={pay} isPaying={false} />,
    { user: makeUser(), request, language },
  );
  return { ...rendered, outcomes };
}

const LABELS = {
  en: { number: 'Card number', expiry: 'Expiry date', cvc: 'Security code', pay: 'Pay Now' },
  sp: {
    number: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento',
    cvc: 'Código de seguridad',
    pay: 'Pagar ahora',
  },
};

async function payWith({ user }: ReturnType<typeof setup>, language: Language, expiry = '12/2034') {
  const labels = LABELS[language];
  await user.type(screen.getByRole('textbox', { name: labels.number }), '4000000000000002');
  await user.type(screen.getByRole('textbox', { name: labels.expiry }), expiry);
  await user.type(screen.getByRole('textbox', { name: labels.cvc }), '123');
  await user.click(screen.getByRole('button', { name: labels.pay }));
}

const failed = (code: string | null, message: string | null) => () => ({
  status: 'failed',
  error_code: code,
  error_message: message,
  redirect_url: `${RETURN_URL}&redirect_status=failed`,
});

describe('SandboxCardForm', () => {
  it('sends an expiry typed with a four-digit year as month and year', async () => {
    const rendered = setup(() => ({
      status: 'succeeded',
      error_code: null,
      error_message: null,
      redirect_url: `${RETURN_URL}&redirect_status=succeeded`,
    }));
    await payWith(rendered, 'en', '12/2034');
    await waitFor(() => expect(rendered.outcomes).toHaveLength(1));
    expect(rendered.request).toHaveBeenCalledWith(
      '/api/v1/sandbox/confirm',
      expect.objectContaining({
        body: expect.objectContaining({ exp_month: 12, exp_year: 2034 }) as unknown,
      }),
    );
    expect(rendered.outcomes[0]).toEqual({
      status: 'redirect',
      to: `${RETURN_URL}&redirect_status=succeeded`,
    });
  });

  it.each([
    ['en', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['sp', 'insufficient_funds', 'Su tarjeta no tiene fondos suficientes.'],
    ['en', 'card_declined', 'Your card was declined.'],
    ['sp', 'card_declined', 'Su tarjeta fue rechazada.'],
  ] as const)('%s: a refused card (%s) is said from its code', async (language, code, said) => {
    const rendered = setup(failed(code, 'The provider may word this any way.'), language);
    await payWith(rendered, language);
    await waitFor(() => expect(rendered.outcomes).toEqual([{ status: 'failed', message: said }]));
  });

  it('passes on the provider’s message for a code it does not know', async () => {
    const rendered = setup(failed('do_not_honor', 'Your card was declined by its bank.'), 'sp');
    await payWith(rendered, 'sp');
    await waitFor(() =>
      expect(rendered.outcomes).toEqual([
        { status: 'failed', message: 'Your card was declined by its bank.' },
      ]),
    );
  });

  it.each([
    ['en', 'Your card has expired.'],
    ['sp', 'Su tarjeta está vencida.'],
  ] as const)('%s: an expired card is shown on the expiry field', async (language, said) => {
    const rendered = setup(() => {
      throw new ApiRequestError(400, {
        code: 'validation_failed',
        details: [
          { path: 'body.exp_month', message: 'Your card has expired.', code: 'expired_card' },
        ],
        message: 'Your card has expired.',
        statusCode: 400,
        timestamp: new Date().toISOString(),
      });
    }, language);
    await payWith(rendered, language, '01/2020');
    await waitFor(() => expect(rendered.outcomes).toEqual([{ status: 'invalid' }]));
    expect(
      screen.getByRole('textbox', { name: LABELS[language].expiry }),
    ).toHaveAccessibleDescription(new RegExp(said.replace('.', '\\.')));
  });
});
