// CountryFlag: a country's flag emoji, or its ISO code in a small badge where the system has no flag glyphs (Windows, bare Linux).
import { codeFromFlag, flagEmoji } from '@/lib/format';
import { cn } from '@/lib/utils';

let flagSupport: boolean | undefined;

/** Draws 🇫🇷 on a canvas once: colour pixels mean the system renders flag emoji; grey letters or boxes mean it does not. */
function supportsFlagEmoji(): boolean {
  if (flagSupport !== undefined) return flagSupport;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 32;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) {
      flagSupport = true;
      return flagSupport;
    }
    context.textBaseline = 'top';
    context.font = '24px "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", sans-serif';
    context.fillText('\u{1F1EB}\u{1F1F7}', 0, 0);
    const pixels = context.getImageData(0, 0, 32, 32).data;
    flagSupport = false;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r, g, b, a] = [pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]];
      if (a > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 40) {
        flagSupport = true;
        break;
      }
    }
  } catch {
    flagSupport = true;
  }
  return flagSupport;
}

export function CountryFlag({ flag, code, className }: { flag?: string | null; code?: string | null; className?: string }) {
  const iso = (code?.trim() || codeFromFlag(flag) || '').toUpperCase();
  const emoji = flag?.trim() || flagEmoji(iso);
  if (supportsFlagEmoji()) {
    return (
      <span role="img" aria-label={iso || undefined} className={cn('inline-block leading-none', className)}>
        {emoji}
      </span>
    );
  }
  return (
    <span
      role="img"
      aria-label={iso || undefined}
      className={cn(
        'inline-flex h-4 min-w-6 items-center justify-center rounded-[3px] border bg-muted px-1 font-mono text-[10px] leading-none font-semibold text-muted-foreground',
        className,
      )}
    >
      {iso || '??'}
    </span>
  );
}
