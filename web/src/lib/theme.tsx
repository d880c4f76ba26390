// Light (default) or dark theme, persisted, applied as the `dark` class on <html>.
import { createContext, type ReactNode, useMemo } from 'react';
import { useRequiredContext } from '@/lib/required-context';
import { useStoredChoice } from '@/lib/stored-choice';

const THEME_STORAGE_KEY = 'autoshop_theme';
const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

type ThemeContextValue = { theme: Theme; setTheme(theme: Theme): void; toggleTheme(): void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useStoredChoice(THEME_STORAGE_KEY, themes, 'light', (chosen) => {
    document.documentElement.classList.toggle('dark', chosen === 'dark');
    document.documentElement.style.colorScheme = chosen;
  });

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export const useTheme = (): ThemeContextValue => useRequiredContext(ThemeContext, 'useTheme must be used within a ThemeProvider');
