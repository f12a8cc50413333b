import { useTheme as useMuiTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ToggleThemeButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createConsoleStore } from '../../../src/custom/theme/consoleStore';
import { consoleThemes } from '../../../src/custom/theme/themes';
import { i18nProvider } from '../../../src/i18n/provider';
import { fakeDataProvider } from './fakeDataProvider';

function PaletteMode() {
  return <output aria-label="Palette mode">{useMuiTheme().palette.mode}</output>;
}

function renderConsoleTheme() {
  return render(
    <AdminContext
      dataProvider={fakeDataProvider({}).dataProvider}
      i18nProvider={i18nProvider}
      store={createConsoleStore()}
      {...consoleThemes}
    >
      <ToggleThemeButton />
      <PaletteMode />
    </AdminContext>,
  );
}

const shownMode = () => screen.getByLabelText('Palette mode').textContent;

describe('Theme choice', () => {
  it('starts light when nothing is stored, even when the system prefers dark', () => {
    const prefersDark = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-color-scheme: dark'),
          media: query,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderConsoleTheme();
    expect(shownMode()).toBe('light');
    prefersDark.mockRestore();
  });

  it('is kept under mui-mode and mui-color-scheme and survives a reload', async () => {
    const { unmount } = renderConsoleTheme();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle light/dark mode' }));
    expect(shownMode()).toBe('dark');
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(localStorage.getItem('mui-color-scheme')).toBe('dark');
    unmount();

    renderConsoleTheme();
    expect(shownMode()).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle light/dark mode' }));
    expect(localStorage.getItem('mui-mode')).toBe('light');
    expect(localStorage.getItem('mui-color-scheme')).toBe('light');
  });

  it('outlives the store reset that signing out performs', () => {
    localStorage.setItem('mui-mode', 'dark');
    const store = createConsoleStore();
    store.setItem('sidebar.open', false);
    store.reset();
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('sidebar.open')).toBeUndefined();
  });
});
