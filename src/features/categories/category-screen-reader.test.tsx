import { virtual } from '@guidepup/virtual-screen-reader';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../i18n/dictionaries.ts';
import { timesSpoken } from '../../testing/spoken.ts';
import { renderCategory } from './category-test-support.tsx';

/** What the virtual screen reader says moving forward from the start of `container` to `last`. */
async function readUntil(container: HTMLElement, last: string) {
  await virtual.start({ container });
  for (let step = 0; step < 80 && (await virtual.lastSpokenPhrase()) !== last; step += 1) {
    await virtual.next();
  }
  return virtual.spokenPhraseLog();
}

async function readGuide(language: Language) {
  renderCategory('/client/organization/5?subCateId=13', { language });
  await screen.findAllByRole('heading', { level: 3 });
  return readUntil(screen.getByRole('tabpanel'), 'end of list');
}

async function readFirstCard(language: Language) {
  renderCategory('/client/organization/5?subCateId=36', { language });
  const [first] = await screen.findAllByRole('article');
  return readUntil(first!, 'end of article, 1. Philadelphia Peer Group');
}

describe('Category page with a screen reader', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await virtual.stop();
  });

  it('reads a guide in order: its heading, Save, the print menu, sections, paragraphs, links, lists', async () => {
    expect(await readGuide('en')).toEqual([
      'tabpanel, Helpful information',
      'heading, The white cane, level 2',
      'button, Save The white cane, not pressed',
      'Save',
      'end of button, Save The white cane, not pressed',
      'button, Print or download, not expanded, has popup menu',
      'paragraph',
      'Facts checked on 21 Nov, 2026',
      'end of paragraph',
      'heading, Using a cane, level 3',
      'paragraph',
      'A white cane tells drivers you are blind.',
      'end of paragraph',
      'paragraph',
      'link, National Federation of the Blind (opens in a new tab)',
      'National Federation of the Blind',
      '(opens in a new tab)',
      'end of link, National Federation of the Blind (opens in a new tab)',
      'end of paragraph',
      'heading, Who teaches it, level 3',
      'list',
      'listitem, level 1, position 1, set size 2',
      'Orientation and mobility specialists',
      'end of listitem, level 1, position 1, set size 2',
      'listitem, level 1, position 2, set size 2',
      'Your state agency',
      'end of listitem, level 1, position 2, set size 2',
      'end of list',
    ]);
  });

  it('reads the guide in Spanish', async () => {
    const log = await readGuide('sp');
    expect(log.slice(0, 10)).toEqual([
      'tabpanel, Información útil',
      'heading, El bastón blanco, level 2',
      'button, Guardar El bastón blanco, not pressed',
      'Guardar',
      'end of button, Guardar El bastón blanco, not pressed',
      'button, Imprimir o descargar, not expanded, has popup menu',
      'paragraph',
      'Datos revisados el 21 nov 2026',
      'end of paragraph',
      'heading, Cómo usar el bastón, level 3',
    ]);
    expect(log).toContain('link, Federación Nacional de Ciegos (se abre en una pestaña nueva)');
    expect(log).toContain('heading, Quién lo enseña, level 3');
    expect(log).toContain('La agencia de su estado');
  });

  it('reads an organisation card in order: name, address, phone, distance, verification, links', async () => {
    expect(await readFirstCard('en')).toEqual([
      'article, 1. Philadelphia Peer Group',
      'heading, 1. Philadelphia Peer Group, level 4',
      'paragraph',
      '3535 Market St, Philadelphia, PA 19104',
      'end of paragraph',
      'term',
      'Phone',
      'end of term',
      'definition',
      'link, Call Philadelphia Peer Group: (215) 555-1234',
      '(215) 555-1234',
      'end of link, Call Philadelphia Peer Group: (215) 555-1234',
      'end of definition',
      'paragraph',
      '1.50 miles away',
      'end of paragraph',
      'paragraph',
      'Not yet verified: call to confirm',
      'end of paragraph',
      'paragraph',
      'link, Visit website: Philadelphia Peer Group (opens in a new tab)',
      'Visit website',
      'end of link, Visit website: Philadelphia Peer Group (opens in a new tab)',
      'link, Directions to Philadelphia Peer Group, opens in a new tab',
      'Directions',
      'end of link, Directions to Philadelphia Peer Group, opens in a new tab',
      'link, View on Map: Philadelphia Peer Group',
      'View on Map',
      'end of link, View on Map: Philadelphia Peer Group',
      'end of paragraph',
      'button, Save Philadelphia Peer Group, not pressed',
      'Save',
      'end of button, Save Philadelphia Peer Group, not pressed',
      'paragraph',
      'button, Report a problem: Philadelphia Peer Group, not expanded',
      'Report a problem',
      'end of button, Report a problem: Philadelphia Peer Group, not expanded',
      'end of paragraph',
      'end of article, 1. Philadelphia Peer Group',
    ]);
  });

  it('reads the card in Spanish', async () => {
    const log = await readFirstCard('sp');
    expect(log.filter((phrase) => !/^(end of |paragraph$|term$|definition$)/.test(phrase))).toEqual(
      [
        'article, 1. Philadelphia Peer Group',
        'heading, 1. Philadelphia Peer Group, level 4',
        '3535 Market St, Philadelphia, PA 19104',
        'Teléfono',
        'link, Llamar a Philadelphia Peer Group: (215) 555-1234',
        '(215) 555-1234',
        'A 1.50 millas',
        'Aún sin verificar: llame para confirmar',
        'link, Visitar el sitio web: Philadelphia Peer Group (se abre en una pestaña nueva)',
        'Visitar el sitio web',
        'link, Cómo llegar a Philadelphia Peer Group (se abre en una pestaña nueva)',
        'Cómo llegar',
        'link, Ver en el mapa: Philadelphia Peer Group',
        'Ver en el mapa',
        'button, Guardar Philadelphia Peer Group, not pressed',
        'Guardar',
        'button, Informar de un problema: Philadelphia Peer Group, not expanded',
        'Informar de un problema',
      ],
    );
  });

  it.each([
    ['en', 'Fetching clinical research trials, please wait...'],
    ['sp', 'Buscando ensayos clínicos. Espere, por favor…'],
  ] as const)(
    'hears the trials loading message while the registry answers (%s)',
    async (language, text) => {
      renderCategory('/client/organization/5?subCateId=48', {
        language,
        answers: { trials: new Promise(() => {}) },
      });
      await screen.findAllByText(text);
      await virtual.start({ container: document.body });
      await vi.waitFor(async () => expect(await timesSpoken(text)).toBe(1), { timeout: 2500 });
    },
  );
});
