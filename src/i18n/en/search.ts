// The header's search (signed-in content users on the dashboard and category pages).
export const search = {
  region: 'Search',
  type: 'Search in',
  helpful: 'Helpful Information',
  getHelp: 'Get Help',
  guidesLabel: 'Search the guides',
  guidesHint: 'Type at least 3 letters, in English or Spanish.',
  placeLabel: 'ZIP code or city',
  placeHint:
    'A 5-digit ZIP code, or the start of a city name, if you like followed by a comma and its state (“Erie, PA”).',
  submit: 'Search',
  count: {
    one: '{{count}} suggestion',
    other: '{{count}} suggestions',
  },
  noResults: 'No results found',
  tryDifferent: 'Try different keywords',
  invalidZip: 'Enter valid zipcode',
  failed: 'The search did not work. Please try again.',
  guideOption: '{{title}} ({{category}})',
  placeOption: '{{city}}, {{state}} {{zip}}',
  organizationOption: '{{organization}}, {{city}}, {{state}}',
};
