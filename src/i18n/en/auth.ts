export const auth = {
  loginMenu: 'Login / Sign up',
  individual: 'I am an Individual Client',
  provider: 'I am a Provider',
  signingIn: {
    title: 'Signing in',
    status: 'Signing you in…',
    signOut: 'Sign out',
  },
  errors: {
    emailMissing: 'We could not get your e-mail address. Log out and sign in again.',
    loadFailed: 'Unable to sign in right now. Please try again later.',
  },
  idle: {
    heading: 'Your session is about to end',
    body: 'For your security, you will be signed out soon because there has been no activity.',
    question: 'Do you want to stay signed in?',
    stay: 'Stay signed in',
    signOut: 'Sign out',
  },
};
