import type { auth as en } from '../en/auth.ts';
import type { DictionaryShape } from '../types.ts';

export const auth: DictionaryShape<typeof en> = {
  loginMenu: 'Iniciar sesión / Registrarse',
  individual: 'Soy un cliente individual',
  provider: 'Soy un proveedor',
  signInComingSoon: 'Estamos preparando el inicio de sesión. Vuelva pronto.',
};
