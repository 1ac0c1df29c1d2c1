// What a screen-reader user hears for each action on the category and map pages, in both
// languages: every message once, from one source, and nothing else announced
// (src/testing/hearing.ts; the table in docs/accessibility.md).
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { runAndSay } from '../../lib/commands.ts';
import { expectConsoleError } from '../../testing/console-guard.ts';
import { expectHeardOnce, listen } from '../../testing/hearing.ts';
import {
  renderCategory,
  renderOrganizationMap,
  STUDY,
  trialsAnswer,
} from './category-test-support.tsx';

// The map is a stand-in in jsdom (maplibre needs WebGL); it renders the real markers.
vi.mock('./map/organization-map.tsx', () => import('./map/organization-map-fake.tsx'));

const BASE = '/client/organization/5';
const DETAIL = '/client/organization-detail?subCateId=36&orgId=2&zipcode=19104';

const WORDS = {
  en: {
    getHelp: 'Get help',
    peerGroups: 'Peer support groups',
    count: '2 organizations near 19104',
    distance: 'Distance',
    within50: 'Within 50 miles',
    stateSelect: 'Please select state to view the state laws',
    texasShown: 'Showing the laws of Texas.',
    print: 'Print or download',
    printFailed: 'The file did not download. Please try again.',
    first: '1. Philadelphia Peer Group',
    firstRest: '1.5 miles away. Phone (215) 555-1234.',
    callFirst: 'Call Philadelphia Peer Group: (215) 555-1234',
    calling: 'Calling Philadelphia Peer Group, (215) 555-1234.',
    mapRegion: 'Map of 2 organizations',
    selected: 'Selected in the list.',
    readCount: '2 organizations.',
    second: '2. Delaware Valley Guide Dogs',
    secondRest: '27.5 miles away. Phone 1-800-GUIDE.',
    eligibility: `Check Eligibility Criteria: ${STUDY.title}`,
    whoCanTakePart: 'Who can take part',
    moderate: 'Moderate difficulty',
    surveySaved: 'Thank you. Your answers are saved.',
    progress: '1 of 2 answered',
    finish: 'Finish survey',
  },
  sp: {
    getHelp: 'Obtener ayuda',
    peerGroups: 'Grupos de apoyo entre pares',
    count: '2 organizaciones cerca de 19104',
    distance: 'Distancia',
    within50: 'A menos de 50 millas',
    stateSelect: 'Seleccione un estado para ver sus leyes',
    texasShown: 'Se muestran las leyes de Texas.',
    print: 'Imprimir o descargar',
    printFailed: 'El archivo no se descargó. Inténtelo de nuevo.',
    first: '1. Philadelphia Peer Group',
    firstRest: 'A 1.5 millas. Teléfono (215) 555-1234.',
    callFirst: 'Llamar a Philadelphia Peer Group: (215) 555-1234',
    calling: 'Llamando a Philadelphia Peer Group, (215) 555-1234.',
    mapRegion: 'Mapa de 2 organizaciones',
    selected: 'Seleccionada en la lista.',
    readCount: '2 organizaciones.',
    second: '2. Delaware Valley Guide Dogs',
    secondRest: 'A 27.5 millas. Teléfono 1-800-GUIDE.',
    eligibility: `Ver los criterios de elegibilidad: ${STUDY.title}`,
    whoCanTakePart: 'Quién puede participar',
    moderate: 'Dificultad moderada',
    surveySaved: 'Gracias. Sus respuestas se guardaron.',
    progress: '1 de 2 respondidas',
    finish: 'Terminar la encuesta',
  },
} as const;

describe.each(['en', 'sp'] as const)(
  'heard on the category pages (%s)',
  { timeout: 20_000 },
  (language) => {
    const words = WORDS[language];

    it('a category tab change: the kind of help and its count, once', async () => {
      const { user } = renderCategory(BASE, { language });
      const tab = await screen.findByRole('tab', { name: words.getHelp });
      const ear = await listen();
      await user.click(tab);
      await screen.findAllByRole('article');
      await expectHeardOnce(ear, [words.peerGroups, words.count]);
    });

    it('a distance change: the new count, once', async () => {
      const { user } = renderCategory(`${BASE}?subCateId=36`, { language });
      await screen.findAllByRole('article');
      const ear = await listen();
      const distance = screen.getByRole('radiogroup', { name: words.distance });
      await user.click(within(distance).getByRole('radio', { name: words.within50 }));
      await expectHeardOnce(ear, [words.count]);
    });

    it('a state-law choice: the state shown, once', async () => {
      const { user } = renderCategory(`${BASE}?subCateId=16`, { language });
      await user.click(await screen.findByRole('button', { name: new RegExp(words.stateSelect) }));
      const ear = await listen();
      await user.click(screen.getByRole('option', { name: 'Texas' }));
      await expectHeardOnce(ear, [words.texasShown]);
    });

    it('a print failure: said once, assertively', async () => {
      expectConsoleError('Failed to download file');
      const { user, session } = renderCategory(`${BASE}?subCateId=13`, { language });
      vi.mocked(session.download).mockRejectedValue(new Error('503'));
      await user.click(await screen.findByRole('button', { name: words.print }));
      const ear = await listen();
      await user.click(screen.getByRole('menuitem', { name: 'Print in English' }));
      await expectHeardOnce(ear, [words.printFailed]);
    });

    it('read results, next and previous: one card each, its name from the focus', async () => {
      window.localStorage.setItem('vh.map.shown', 'false');
      renderOrganizationMap(DETAIL, { language });
      await screen.findAllByRole('article');
      let ear = await listen();
      await act(() => runAndSay({ type: 'read-results' }, 'voice'));
      const read = await expectHeardOnce(ear, [words.readCount, words.firstRest, words.first]);
      // The name comes from the focus on the card's heading, not from an announcement.
      expect(read.find((utterance) => utterance.text.includes(words.first))?.source).toBe('focus');

      ear = await listen();
      await act(() => runAndSay({ type: 'next' }, 'typed'));
      const next = await expectHeardOnce(ear, [words.second, words.secondRest]);
      expect(next.some((utterance) => utterance.text.includes(words.firstRest))).toBe(false);

      ear = await listen();
      await act(() => runAndSay({ type: 'previous' }, 'typed'));
      await expectHeardOnce(ear, [words.first, words.firstRest]);
    });

    it('"next" at once after "read results", before React has drawn it: the second card', async () => {
      window.localStorage.setItem('vh.map.shown', 'false');
      renderOrganizationMap(DETAIL, { language });
      await screen.findAllByRole('article');
      // One act: no render between the two commands, as when "n" follows the move at once.
      await act(async () => {
        await runAndSay({ type: 'read-results' }, 'typed');
        await runAndSay({ type: 'next' }, 'typed');
      });
      await waitFor(() => expect(document.activeElement?.textContent).toContain(words.second));
    });

    it('read results and call on the category page’s list too', async () => {
      renderCategory(`${BASE}?subCateId=36`, { language });
      await screen.findAllByRole('article');
      let ear = await listen();
      await act(() => runAndSay({ type: 'read-results' }, 'typed'));
      await expectHeardOnce(ear, [words.readCount, words.firstRest, words.first]);
      const link = within(screen.getAllByRole('article')[0]!).getByRole('link', {
        name: words.callFirst,
      });
      const dialled: string[] = [];
      link.addEventListener('click', (event) => {
        event.preventDefault();
        dialled.push(link.getAttribute('href') ?? '');
      });
      ear = await listen();
      await act(() => runAndSay({ type: 'call' }, 'typed'));
      await expectHeardOnce(ear, [words.calling]);
      expect(dialled).toEqual(['tel:+12155551234']);
    });

    it('a marker chosen: its name from the focus, “selected” once', async () => {
      window.localStorage.setItem('vh.map.shown', 'true');
      const { user } = renderOrganizationMap(DETAIL, { language });
      const region = await screen.findByRole('region', { name: words.mapRegion });
      const marker = within(region).getByRole('button', { name: new RegExp(`^${words.first}`) });
      const ear = await listen();
      await user.click(marker);
      const heard = await expectHeardOnce(ear, [words.first, words.selected]);
      expect(heard.find((utterance) => utterance.text.includes(words.first))?.source).toBe('focus');
    });

    it('the eligibility dialog: its title on opening, the button on closing', async () => {
      const { user } = renderCategory(`${BASE}?subCateId=48`, {
        language,
        answers: { trials: trialsAnswer([STUDY]) },
      });
      const open = await screen.findByRole('button', { name: words.eligibility });
      let ear = await listen();
      await user.click(open);
      await expectHeardOnce(ear, [words.whoCanTakePart]);
      ear = await listen();
      await user.keyboard('{Escape}');
      await expectHeardOnce(ear, [words.eligibility]);
    });

    it('the survey finished: the confirmation from the focus, then the count', async () => {
      window.localStorage.setItem('vh.map.shown', 'false');
      const { user } = renderCategory(`${BASE}?subCateId=44`, { language, statefulSession: true });
      await user.click(await screen.findByRole('radio', { name: words.moderate }));
      // The progress is said a second after the last choice; then the user finishes.
      await waitFor(
        () => expect(screen.getByTestId('announcer-polite')).toHaveTextContent(words.progress),
        { timeout: 3000 },
      );
      const ear = await listen();
      await user.click(screen.getByRole('button', { name: words.finish }));
      // The confirmation takes focus and is said from there; the optometrists' count follows.
      const heard = await expectHeardOnce(ear, [words.surveySaved, words.count]);
      expect(heard.find((utterance) => utterance.text.includes(words.surveySaved))?.source).toBe(
        'focus',
      );
    });
  },
);
