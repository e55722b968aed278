'use client';

import '@/styles/globals.scss';
import { ErrorView } from '@/components/error-view/error-view';

/** The language layout itself failed: no localized copy, so English (useErrorCopy). */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body>
        <ErrorView error={error} />
      </body>
    </html>
  );
}
