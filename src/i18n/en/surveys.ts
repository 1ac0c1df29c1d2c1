// A survey's questions and progress: the onboarding questionnaire and the Blind Low Vision survey.
export const surveys = {
  position: 'Question {{number}} of {{total}}.',
  progressLabel: 'Questions answered',
  progress: '{{answered}} of {{total}} answered',
};
