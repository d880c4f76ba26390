// An enumerated value as text or as a badge, from its label (web/src/lib/labels.ts); the raw code, when the label is only
// a humanised guess or a method's pair, as the tooltip.
import type { ComponentProps } from 'react';
import { Badge } from '@/components/ui/badge';
import type { Label } from '@/lib/labels';

export function LabelText({ label, className }: { label: Label; className?: string }) {
  return (
    <span title={label.code} className={className} data-code={label.code}>
      {label.text}
    </span>
  );
}

export function LabelBadge({ label, variant, ...props }: { label: Label } & Omit<ComponentProps<typeof Badge>, 'children'>) {
  return (
    <Badge variant={variant ?? label.variant} title={label.code} {...props}>
      {label.text}
    </Badge>
  );
}
