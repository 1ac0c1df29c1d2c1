import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import CommandsPage from './commands-page.tsx';

// The help page names each control by the string the control itself renders, so a voice-
// control user can say what they read (docs/i18n.md, "Command help names the real control").
describe('the commands help page', () => {
  it('names controls by their own labels, in English', () => {
    renderWithProviders(<CommandsPage />);
    expect(screen.getByText('The “Show map” button above the list')).toBeInTheDocument();
    expect(screen.getByText('The “Language: English” menu in the header')).toBeInTheDocument();
    expect(
      screen.getByText('The “ZIP code or city” field of the search in the header'),
    ).toBeVisible();
    expect(screen.getByText('The “Login / Sign up” button in the header')).toBeInTheDocument();
  });

  it('and in Spanish', () => {
    renderWithProviders(<CommandsPage />, { language: 'sp' });
    expect(screen.getByText('El botón «Mostrar el mapa» encima de la lista')).toBeInTheDocument();
    expect(screen.getByText('El menú «Idioma: Español» del encabezado')).toBeInTheDocument();
    expect(screen.getByText('El menú «Opciones de pantalla» del encabezado')).toBeInTheDocument();
    expect(screen.getByText('El botón «Dejar de escuchar», o Ctrl+Shift+V')).toBeInTheDocument();
  });
});
