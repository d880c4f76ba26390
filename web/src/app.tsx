// The web app: providers (query cache, theme, language, session, tooltips), the routes, and the app-wide toaster and confirm dialog.
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthProvider } from '@/features/auth/auth-context';
import { LanguageProvider } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme';
import { AppRoutes } from '@/routes';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <LanguageProvider>
          <AuthProvider>
            <TooltipProvider>
              <AppRoutes />
              <Toaster />
              <ConfirmDialog />
            </TooltipProvider>
          </AuthProvider>
        </LanguageProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
