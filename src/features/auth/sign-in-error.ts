import { createContext } from 'react';

/** Why loading the signed-in user failed (spec section 8); the login landing shows it. */
export type SignInError = 'emailMissing' | 'loadFailed';

export const SignInErrorContext = createContext<SignInError | null>(null);
