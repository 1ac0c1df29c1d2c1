import type { OutgoingEmail } from './outbox.ts';

export type MailLanguage = OutgoingEmail['language'];

export interface RenderedEmail {
  subject: string;
  bodyText: string;
}

export interface WelcomeEmailInput {
  firstName: string;
  language: MailLanguage;
  /** The site's public origin for the link; left out when not configured. */
  siteUrl?: string | undefined;
}

// Plain text only: no HTML, images or tracking links, so screen readers and braille displays
// read it as written and nothing reports back when it is opened.

export function welcomeEmail({ firstName, language, siteUrl }: WelcomeEmailInput): RenderedEmail {
  const name = firstName.trim();
  const link = siteUrl ? new URL('/client/dashboard', siteUrl).href : undefined;
  if (language === 'sp') {
    return {
      subject: 'Le damos la bienvenida a Vision Hub',
      bodyText: [
        name ? `Hola, ${name}:` : 'Hola:',
        '',
        'Gracias por crear su cuenta en Vision Hub.',
        '',
        'Encontrará guías en inglés y en español sobre la vida con baja visión o ceguera, y organizaciones cerca de usted que pueden ayudarle.',
        ...(link ? ['', `Para empezar, visite: ${link}`] : []),
        '',
        'La información de Vision Hub es solo informativa y no reemplaza el consejo de su médico.',
        '',
        'El equipo de Vision Hub',
      ].join('\n'),
    };
  }
  return {
    subject: 'Welcome to Vision Hub',
    bodyText: [
      name ? `Hello ${name},` : 'Hello,',
      '',
      'Thank you for setting up your Vision Hub account.',
      '',
      'You will find guides in English and Spanish about living with low vision or blindness, and organizations near you that can help.',
      ...(link ? ['', `To get started, visit: ${link}`] : []),
      '',
      'Vision Hub is for information only and does not replace advice from your doctor.',
      '',
      'The Vision Hub team',
    ].join('\n'),
  };
}
