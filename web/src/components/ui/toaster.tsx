// Toaster: mounted once in the app; renders the toasts queued with `toast()` from ./use-toast.
import { ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport, Toast as ToastView } from '@/components/ui/toast';
import { useToast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n';

export function Toaster() {
  const { toasts } = useToast();
  const t = useT();
  return (
    <ToastProvider label={t('layout.notifications')}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <ToastView key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose aria-label={t('common.close')} />
        </ToastView>
      ))}
      <ToastViewport label={t('toast.region')} />
    </ToastProvider>
  );
}
