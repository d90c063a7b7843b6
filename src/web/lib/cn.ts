import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// Teach tailwind-merge the custom utilities from styles.css, so that `shadow-soft` replaces
// `shadow-sm` (instead of being read as a shadow color) and the brand gradients count as
// background images (instead of background colors).
const twMerge = extendTailwindMerge({
  extend: {
    theme: { shadow: ['soft', 'elevated', 'brand'] },
    classGroups: { 'bg-image': [{ bg: ['brand-gradient', 'brand-gradient-strong'] }] },
  },
});

/** Joins class names (clsx syntax) and resolves Tailwind conflicts, last one wins. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
