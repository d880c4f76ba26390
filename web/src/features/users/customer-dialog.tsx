// A dialog about one customer of the list (credit, order): its title followed by the customer's name, the last customer
// shown kept on screen while the dialog animates out, Escape closing it.
import type { UserListItem } from '@contracts/users';
import { type ReactNode, useState } from 'react';
import { useEscapeCloses } from '@/components/entity-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

export function CustomerDialog<U extends Pick<UserListItem, 'id' | 'username'>>({
  user,
  onOpenChange,
  title,
  description,
  className,
  testId,
  children,
}: {
  /** The customer, or null when closed. */
  user: U | null;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  className: string;
  testId: string;
  /** The body for the customer shown; `open` is false while the dialog animates out. */
  children(shown: U, open: boolean): ReactNode;
}) {
  const [shown, setShown] = useState(user);
  if (user !== null && user !== shown) setShown(user);
  const contentRef = useEscapeCloses(user !== null, () => onOpenChange(false));

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} className={className} data-testid={testId}>
        <DialogHeader>
          <DialogTitle>
            {title}
            {shown && <span className="text-muted-foreground"> · {shown.username}</span>}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {shown && children(shown, user !== null)}
      </DialogContent>
    </Dialog>
  );
}
