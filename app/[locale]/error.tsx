'use client';

import { ErrorView } from '@/components/error-view/error-view';

export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorView error={error} />;
}
