// CopyButton: the icon button beside a secret or an address shown once or hard to type — it puts the text on the
// clipboard and says so in a toast, the same way wherever the admin copies something.
import { CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notifySuccess } from '@/lib/feedback';

/** `label`: the button's name for screen readers ('Copier'); `copied`: the toast once copied. */
export function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  return (
    <Button type="button" variant="outline" size="icon" aria-label={label} onClick={() => navigator.clipboard?.writeText(text).then(() => notifySuccess(copied))}>
      <CopyIcon />
    </Button>
  );
}
