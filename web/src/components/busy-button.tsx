// BusyButton: a button whose action is under way shows a spinner before its label and cannot be pressed again.
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export function BusyButton({ busy, disabled, children, ...button }: ButtonProps & { busy: boolean }) {
  return (
    <Button disabled={busy || disabled} {...button}>
      {busy && <Spinner />}
      {children}
    </Button>
  );
}
