export const subscribe = {
  heading: 'Get updates by email',
  intro: 'New guides and services, a few times a year. You can stop at any time.',
  label: 'Email address',
  hint: 'For example, name@example.com',
  submit: 'Subscribe',
  sending: 'Subscribing…',
  invalid: 'Please enter valid email',
  subscribed: 'Thank you for subscribing!',
  alreadySubscribed: 'You are already subscribed. Thank you!',
  failed: 'Failed to subscribe, try later',
};
