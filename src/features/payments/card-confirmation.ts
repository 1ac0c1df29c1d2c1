/** What a card form's confirm call came to. */
export type ConfirmOutcome =
  /** The provider accepted the card; the browser goes to the return address. */
  | { status: 'redirect'; to: string }
  /** Nothing to do here: the provider is taking the browser to the return address itself. */
  | { status: 'leaving' }
  /** The provider refused the card, with its message (already in the user's language). */
  | { status: 'failed'; message: string | null }
  /** The form found a problem with what was typed; it shows it on its fields. */
  | { status: 'invalid' };

/** The payment page's "Pay Now": the spec's order around the card provider's confirm call. */
export type Pay = (confirm: () => Promise<ConfirmOutcome>) => Promise<void>;

export interface CardFormProps {
  clientSecret: string;
  /** The site root with ?order_id=..., where the provider sends the browser back. */
  returnUrl: string;
  pay: Pay;
  isPaying: boolean;
}

/** Set in history state by the return page when the provider said the payment failed. */
export const RETURN_FAILED_STATE = 'paymentReturnFailed';
