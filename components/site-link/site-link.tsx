'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

type Props = Omit<ComponentProps<'a'>, 'href' | 'onPointerEnter' | 'onTouchStart' | 'onFocus'> & { href: string };

/**
 * A link to a page of the site: client navigation, with the page's data fetched when the visitor
 * reaches for the link (the pointer over it, a touch, keyboard focus) instead of as soon as it is
 * on the screen. Fetching every visible link's page at once, right after hydration, decodes each
 * one on the main thread: on a slow phone, tasks of 50–100 ms just when a visitor starts to tap.
 * The fetch starts once the frame that answers the touch or the focus has been painted: a menu that
 * opens moves the focus to its first link, and that tap should not wait for a page's data.
 */
export function SiteLink({ href, ...rest }: Props) {
  const router = useRouter();
  const prefetch = () => afterNextPaint(() => router.prefetch(href));
  return (
    <Link href={href} prefetch={false} onPointerEnter={prefetch} onTouchStart={prefetch} onFocus={prefetch} {...rest} />
  );
}
