// `cn`: joins class names and lets later Tailwind classes win over earlier ones (the shadcn/ui helper).
import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
