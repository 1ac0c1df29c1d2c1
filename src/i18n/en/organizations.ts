// One organisation card and its list: the category page, the map list and search results.
export const organizations = {
  card: {
    call: 'Call {{name}}: {{number}}',
    callTollFree: 'Call {{name}} toll free: {{number}}',
    phone: 'Phone',
    tollFree: 'Toll free',
    milesAway: '{{miles}} miles away',
    visitWebsite: 'Visit website',
    visitWebsiteOf: 'Visit website: {{name}} (opens in a new tab)',
    viewOnMap: 'View on Map',
    viewOnMapOf: 'View on Map: {{name}}',
    verified: 'Last verified {{date}}',
    notVerified: 'Not yet verified: call to confirm',
    national: 'Serves the whole country',
    statewide: 'Serves the whole state ({{state}})',
  },
  list: {
    count: {
      one: '{{count}} organization near {{zip}}',
      other: '{{count}} organizations near {{zip}}',
    },
    empty: 'No organization found.',
    emptyHint: 'Try a wider distance.',
    loading: 'Finding organizations near you…',
    failed: 'The organizations did not load.',
    retry: 'Try again',
    distance: 'Distance',
    withinMiles: 'Within {{miles}} miles',
    noZip: 'Add your ZIP code to your profile to see organizations near you.',
    editProfile: 'Edit my profile',
  },
};
