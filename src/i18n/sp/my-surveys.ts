import type { mySurveys as en } from '../en/my-surveys.ts';
import type { DictionaryShape } from '../types.ts';

// /my-surveys: las respuestas del usuario a las encuestas.
export const mySurveys: DictionaryShape<typeof en> = {
  heading: 'Mis encuestas',
  navLabel: 'Sus encuestas',
  blv: 'Encuesta de ceguera y baja visión',
  questionnaire: 'Cuestionario',
  loading: 'Cargando sus respuestas…',
  failed: 'Sus respuestas no se cargaron.',
  retry: 'Intentar de nuevo',
  notFound: 'No se encontró información de la encuesta.',
  print: 'Imprimir encuesta',
};
