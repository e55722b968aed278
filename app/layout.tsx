import type { ReactNode } from 'react';
import '@/styles/globals.scss';

/**
 * Pass-through root layout: each language renders its own <html lang> in app/[locale]/layout.tsx,
 * and the root redirect and 404 pages render theirs, so the language is right in the HTML itself.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
