'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

type Props = Omit<ComponentProps<'a'>, 'href' | 'onPointerEnter' | 'onTouchStart' | 'onFocus'> & { href: string };

/**
 * Prefetches when the visitor reaches for the link, after that frame's paint: prefetching every
 * visible link after hydration costs a slow phone 50–100 ms tasks just as the visitor starts to tap.
 */
export function SiteLink({ href, ...rest }: Props) {
  const router = useRouter();
  const prefetch = () => afterNextPaint(() => router.prefetch(href));
  return (
    <Link href={href} prefetch={false} onPointerEnter={prefetch} onTouchStart={prefetch} onFocus={prefetch} {...rest} />
  );
}
