export const auth = {
  loginMenu: 'Login / Sign up',
  individual: 'I am an Individual Client',
  provider: 'I am a Provider',
  signInComingSoon: 'Sign-in is being set up. Please check back soon.',
};
