'use client';

import { ErrorView } from '@/components/error-view/error-view';

/** A page of this language failed to render: the localized crash page replaces it. */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorView error={error} />;
}
