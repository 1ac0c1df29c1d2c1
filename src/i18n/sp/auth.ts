import type { auth as en } from '../en/auth.ts';
import type { DictionaryShape } from '../types.ts';

export const auth: DictionaryShape<typeof en> = {
  loginMenu: 'Iniciar sesión / Registrarse',
  individual: 'Para mí o mi familia',
  provider: 'Soy profesional de la salud o de la rehabilitación',
  signingIn: {
    title: 'Inicio de sesión',
    status: 'Estamos iniciando su sesión…',
    signOut: 'Cerrar sesión',
  },
  errors: {
    emailMissing: 'No pudimos obtener su correo electrónico. Cierre sesión y vuelva a entrar.',
    loadFailed: 'No es posible iniciar sesión en este momento. Vuelva a intentarlo más tarde.',
  },
  idle: {
    heading: 'Su sesión está por terminar',
    body: 'Por su seguridad, su sesión se cerrará pronto porque no ha habido actividad.',
    question: '¿Desea mantener la sesión iniciada?',
    stay: 'Mantener la sesión iniciada',
    signOut: 'Cerrar sesión',
  },
};
