// Light (default) or dark theme, persisted, applied as the `dark` class on <html>.
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useStoredChoice } from '@/lib/stored-choice';

const THEME_STORAGE_KEY = 'autoshop_theme';
const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

type ThemeContextValue = { theme: Theme; setTheme(theme: Theme): void; toggleTheme(): void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useStoredChoice(THEME_STORAGE_KEY, themes, 'light');

  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.documentElement.style.colorScheme = theme;
  }, [theme]);

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
