// The signed-in dashboard (also /success).
export const dashboard = {
  welcome: 'Welcome, {{name}}',
  welcomeNoName: 'Welcome',
  title: 'Dashboard',
  intro: 'Choose a category to find guides and local help.',
  categoriesHeading: 'Help categories',
  loading: 'Loading the categories…',
  failed: 'The categories did not load.',
  retry: 'Try again',
  empty: 'There are no categories to show yet.',
};
