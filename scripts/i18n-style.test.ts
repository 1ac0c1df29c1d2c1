import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BANNED_SPANISH,
  commandHelpProblems,
  interfaceProblems,
  spanishProblems,
  spanishStringsOf,
} from './i18n-style.ts';

// One planted breach per rule: each must be found, and its fixed form must pass.
describe('the glossary check', () => {
  it.each([
    ['Pulse Intro para ejecutarlo.', 'Oprima Enter para ejecutarlo.'],
    ['Ctrl+Mayús+V empieza a escuchar.', 'Ctrl+Shift+V empieza a escuchar.'],
    ['Buscando ensayos de investigación clínica…', 'Buscando ensayos clínicos…'],
    ['Busque estudios clínicos cerca de usted.', 'Busque ensayos clínicos cerca de usted.'],
    ['Cada estudio de investigación indica…', 'Cada ensayo clínico indica…'],
    ['Su prueba gratuita de 6 meses', 'Su prueba gratis de 6 meses'],
    ['Puede dar órdenes por voz.', 'Puede usar comandos de voz.'],
    ['Teléfonos y altavoces inteligentes', 'Teléfonos y bocinas inteligentes'],
    ['Use el ratón o el teclado.', 'Use el mouse o el teclado.'],
    ['La DMAE daña la mácula.', 'La DMRE daña la mácula.'],
    ['Ayuda para vivir con pérdida de visión', 'Ayuda para vivir con pérdida de la visión'],
    ['Elija su paquete', 'Elija su plan'],
    ['Bienvenido, Ana', 'Hola, Ana'],
    ['Ya está suscrito.', 'Ya tiene una suscripción.'],
    ['Yendo a Mi perfil.', 'Abriendo Mi perfil.'],
    ['Oído: ayuda', 'Entendí: «ayuda»'],
    ['Soy un cliente individual', 'Para mí o mi familia'],
    ['Escriba su ciudad (“Erie, PA”).', 'Escriba su ciudad («Erie, PA»).'],
    ['Con 20 % de descuento', 'Con 20% de descuento'],
  ])('finds %j in Spanish and passes %j', (bad, good) => {
    expect(spanishProblems([['planted', bad]])).not.toEqual([]);
    expect(spanishProblems([['planted', good]])).toEqual([]);
  });

  it('leaves words that only contain a banned one alone ("la bienvenida", "introducción")', () => {
    const fine = ['Le damos la bienvenida.', 'Una introducción breve.', 'Impulse su carrera.'];
    expect(spanishProblems(fine.map((text) => ['planted', text] as const))).toEqual([]);
  });

  it('finds capitals longer than four letters in either language, and spares short acronyms', () => {
    expect(interfaceProblems([['categories.getHelp', 'GET HELP']])).toHaveLength(1);
    expect(interfaceProblems([['categories.getHelp', 'OBTENER AYUDA']])).toHaveLength(1);
    expect(interfaceProblems([['categories.overview', 'RESUMEN']])).toHaveLength(1);
    expect(interfaceProblems([['trials.nct', 'Número NCT del VA (DMRE)']])).toEqual([]);
  });

  it('finds an exclamation mark in an error, not in a thank-you', () => {
    expect(interfaceProblems([['payments.return.failed', 'Payment failed!']])).toHaveLength(1);
    expect(interfaceProblems([['auth.errors.loadFailed', '¡Vuelva a intentarlo!']])).toHaveLength(
      1,
    );
    expect(interfaceProblems([['subscribe.subscribed', '¡Gracias por suscribirse!']])).toEqual([]);
  });

  it('finds a control named in command help instead of through {{control}}', () => {
    expect(commandHelpProblems('en', [['k', 'The Show map button above the list']])).toHaveLength(
      1,
    );
    expect(commandHelpProblems('en', [['k', 'The “Show map” button']])).toHaveLength(1);
    expect(
      commandHelpProblems('sp', [['k', 'El botón Mostrar mapa encima de la lista']]),
    ).toHaveLength(1);
    expect(commandHelpProblems('sp', [['k', 'El menú «Ajustes de pantalla»']])).toHaveLength(1);
    const good = [
      ['en', 'The “{{control}}” button above the list'],
      ['en', 'The phone number link of an organization'],
      ['sp', 'El botón «{{control}}» encima de la lista'],
      ['sp', 'El enlace del número de teléfono de una organización'],
    ] as const;
    for (const [language, text] of good) {
      expect(commandHelpProblems(language, [['k', text]])).toEqual([]);
    }
  });

  it('reads the Spanish side of seed rows and page tables', () => {
    const rows = [
      { title: 'Smart speakers', titleSp: 'Altavoces', es: { a: 'Uno' }, en: { a: 'x' } },
    ];
    expect([...spanishStringsOf(rows)].map(([, text]) => text)).toEqual(['Altavoces', 'Uno']);
  });

  it('names every banned variant in the glossary that people read (docs/i18n.md)', () => {
    const glossary = readFileSync(join(import.meta.dirname, '../docs/i18n.md'), 'utf8');
    for (const { term, use } of BANNED_SPANISH) {
      expect(glossary, term).toContain(term);
      expect(glossary, use).toContain(use.split(',')[0]!.split(' / ')[0]!);
    }
  });
});
