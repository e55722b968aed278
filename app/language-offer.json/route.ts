import { languageOfferData } from '@/lib/language-offer-data';

export const dynamic = 'force-static';

export function GET() {
  return Response.json(languageOfferData());
}
