import type { subscribe as en } from '../en/subscribe.ts';
import type { DictionaryShape } from '../types.ts';

export const subscribe: DictionaryShape<typeof en> = {
  heading: 'Reciba novedades por correo electrónico',
  intro: 'Nuevas guías y servicios, unas pocas veces al año. Puede cancelar cuando quiera.',
  label: 'Correo electrónico',
  hint: 'Por ejemplo, nombre@ejemplo.com',
  submit: 'Suscribirse',
  sending: 'Suscribiendo…',
  invalid: 'Ingrese un correo electrónico válido',
  subscribed: '¡Gracias por suscribirse!',
  alreadySubscribed: 'Ya tiene una suscripción. ¡Gracias!',
  failed: 'No se pudo completar la suscripción. Inténtelo más tarde.',
};
