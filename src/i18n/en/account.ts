// Signed-in account screens: onboarding step 2, my profile, inactive subscription.
export const account = {
  placeholder: 'Account',
};
