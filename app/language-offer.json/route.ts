import { languageOfferData } from '@/lib/language-offer-data';

export const dynamic = 'force-static';

/** /language-offer.json: the offer of another language, fetched only where one is due (language-offer.tsx). */
export function GET() {
  return Response.json(languageOfferData());
}
