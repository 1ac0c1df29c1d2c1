import type { shell as en } from '../en/shell.ts';
import type { DictionaryShape } from '../types.ts';

export const shell: DictionaryShape<typeof en> = {
  siteName: 'Vision Hub',
  documentTitle: '{{page}} – Vision Hub',
  errorTitlePrefix: 'Error: {{title}}',
  skipLink: 'Saltar al contenido principal',
  logo: 'Vision Hub',
  mainNav: 'Principal',
  footerNav: 'Pie de página',
  home: 'Inicio',
  personal: 'Para personas',
  ourProvider: 'Para proveedores',
  ourStory: 'Nuestra historia',
  ourTeam: 'Nuestro equipo',
  privacy: 'Política de privacidad',
  terms: 'Términos de uso',
  copyright: '© 2024 Vision Hub',
  tagline: 'Guías, ayuda local e investigación para personas con pérdida de visión.',
  notifications: 'Notificaciones',
  dismiss: 'Cerrar',
  loadingPage: 'Cargando la página…',
  loadFailedTitle: 'Esta página no se cargó',
  loadFailedBody: 'Revise su conexión y vuelva a intentarlo.',
  retry: 'Intentar de nuevo',
  opensInNewTab: '(se abre en una pestaña nueva)',
};
