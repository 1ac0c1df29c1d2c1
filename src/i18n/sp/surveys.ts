import type { surveys as en } from '../en/surveys.ts';
import type { DictionaryShape } from '../types.ts';

// Las preguntas de una encuesta y su progreso: el cuestionario y la encuesta de baja visión.
export const surveys: DictionaryShape<typeof en> = {
  position: 'Pregunta {{number}} de {{total}}.',
  progressLabel: 'Preguntas respondidas',
  progress: '{{answered}} de {{total}} respondidas',
};
