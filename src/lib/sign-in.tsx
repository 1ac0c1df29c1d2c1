import { createContext, use } from 'react';

export interface SignInOptions {
  /** Started from /freetrial or /ausa: the account is created as a trial account. */
  isTrialSignup?: boolean;
}

export type StartSignIn = (options?: SignInOptions) => Promise<void>;

// Pages start sign-in through this context, so marketing pages do not import the auth
// feature; the app provides the implementation.
export const SignInContext = createContext<StartSignIn | null>(null);

export function useStartSignIn(): StartSignIn {
  const start = use(SignInContext);
  if (!start) throw new Error('useStartSignIn must be used inside <SignInContext>');
  return start;
}

/** Local storage keys the spec names; the sign-in flow reads them when the user is created. */
export const STORAGE_KEYS = {
  isTrialSignup: 'isTrialSignup',
  isAusaMember: 'isAusaMember',
  coupon: 'coupon',
} as const;
