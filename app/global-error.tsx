'use client';

import '@/styles/globals.scss';
import { ErrorView } from '@/components/error-view/error-view';

/**
 * Last resort: the language layout itself failed, so there is no localized copy to be had; the
 * English words are shown (see useErrorCopy). Must render its own <html>.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body>
        <ErrorView error={error} />
      </body>
    </html>
  );
}
