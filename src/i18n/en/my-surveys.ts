// /my-surveys: the user's survey answers.
export const mySurveys = {
  heading: 'My Surveys',
  navLabel: 'Your surveys',
  blv: 'Blind Low Vision Survey',
  questionnaire: 'Questionnaire',
  loading: 'Loading your answers…',
  failed: 'Your answers did not load.',
  retry: 'Try again',
  notFound: 'Survey information not found.',
  print: 'Print Survey',
};
