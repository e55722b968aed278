'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { languageOfferUrl, offeredLanguage, offeredPath, type LanguageOfferData } from '@/lib/offered-language';
import { languageOfferDismissed, storedLanguage } from '@/lib/language-preference';
import type { OfferBanner } from './offer-banner';

// The suggestion in four parts: lib/language-preference.ts stores the visitor's choice and the
// dismissal, lib/offered-language.ts decides what to offer, lib/language-offer-data.ts writes the
// banner's copy and paths into /language-offer.json at build time, offer-banner.tsx shows it.

type Offer = { target: Locale; data: LanguageOfferData; Banner: typeof OfferBanner };

function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1500);
  return () => clearTimeout(handle);
}

/** The offer of the language the visitor chose earlier, decided once the browser is idle; its words and banner are fetched only when due. */
export function LanguageOffer({ locale }: { locale: Locale }) {
  const pathname = usePathname();
  const [offer, setOffer] = useState<Offer>();
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      const target = offeredLanguage(locale, { chosen: storedLanguage(), dismissed: languageOfferDismissed() });
      document.documentElement.dataset.testLanguageOffer = target ?? 'none';
      if (!target) return;
      const data = fetch(languageOfferUrl).then((response) => {
        if (!response.ok) throw new Error(`${languageOfferUrl}: ${response.status}`);
        return response.json() as Promise<LanguageOfferData>;
      });
      Promise.all([data, import('./offer-banner')])
        .then(([loaded, { OfferBanner }]) => live && setOffer({ target, data: loaded, Banner: OfferBanner }))
        .catch(() => undefined); // offline or a build without the file: no offer, the page is unchanged
    });
    return () => {
      live = false;
      cancel();
    };
  }, [locale]);

  const href = offer && offeredPath(offer.data.pages, locale, pathname, offer.target);
  if (!offer || !href || closed) return null;
  const { Banner, target, data } = offer;
  return <Banner target={target} copy={data.copy[target]} href={href} onDismiss={() => setClosed(true)} />;
}
