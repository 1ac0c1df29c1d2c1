import type { home as en } from '../en/home.ts';
import type { DictionaryShape } from '../types.ts';

export const home: DictionaryShape<typeof en> = {
  title: 'Inicio',
  heading: 'Ayuda para vivir con pérdida de la visión',
  intro:
    'Vision Hub reúne guías en lenguaje sencillo, servicios cerca de usted e investigación sobre la vista, en inglés y en español. Es para personas ciegas o con baja visión, sus familias, las personas veteranas y quienes les apoyan.',
  carousel: {
    label: 'Destacados',
    roleDescription: 'carrusel',
    slideRoleDescription: 'diapositiva',
    slideLabel: '{{current}} de {{total}}',
    pause: 'Pausar diapositivas',
    play: 'Reproducir diapositivas',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    slides: {
      guides: {
        title: 'Guías para la vida diaria',
        body: 'Guías breves y claras sobre la lectura, la cocina, cómo desplazarse, la tecnología, el trabajo y sus derechos. Imprima cualquier guía en inglés o en español.',
      },
      nearby: {
        title: 'Encuentre ayuda cerca de usted',
        body: 'Escriba su código postal para encontrar agencias de rehabilitación, clínicas de baja visión y grupos de apoyo cercanos. Escúchelos como lista o véalos en un mapa.',
      },
      research: {
        title: 'Conozca la investigación sobre la vista',
        body: 'Busque ensayos clínicos sobre enfermedades de los ojos cerca de su casa, con los datos de contacto de cada equipo.',
      },
      veterans: {
        title: 'Apoyo para personas veteranas',
        body: 'Guías sobre la rehabilitación para ciegos del VA y una prueba gratis de 6 meses, con 20% de descuento después, para miembros de asociaciones de veteranos.',
      },
    },
  },
  audiences: {
    heading: 'Para quién es Vision Hub',
    personalTitle: 'Para personas y familias',
    personalBody:
      'Guías, servicios locales e investigación para usted o para alguien a quien cuida.',
    personalLink: 'Conozca Vision Hub para personas',
    providerTitle: 'Para profesionales',
    providerBody:
      'Herramientas para profesionales de la vista y de la rehabilitación que refieren a sus pacientes.',
    providerLink: 'Conozca Vision Hub para profesionales',
  },
  testimonial: {
    heading: 'En sus propias palabras',
    quote:
      'Cuando mi glaucoma empeoró, no sabía por dónde empezar. Vision Hub encontró la agencia de rehabilitación de mi condado y una biblioteca de libros parlantes, y mi lector de pantalla lee cada página.',
    author: 'Denise, participante de las primeras pruebas, Pensilvania',
  },
};
