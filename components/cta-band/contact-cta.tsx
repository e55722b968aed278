import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/button-link/button-link';
import type { Locale } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';
import { buttonClasses } from '@/components/button-link/button-classes';
import { PhoneLink } from '@/components/contact-link/contact-link';
import { PhoneIcon } from '@/components/contact-link/phone-icon';
import { formatPhone } from '@/lib/company-format';
import { company } from '@/lib/company';
import { CtaBand } from './cta-band';

/** The closing call to action of Home, About and Services: to the Contact page, or call us now. */
export async function ContactCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'cta' });
  return (
    <CtaBand id="cta-heading" heading={t('heading')} text={t('text')}>
      <ButtonLink href={pagePath('contact', locale)}>{t('button')}</ButtonLink>
      <PhoneLink number={company.phone} className={buttonClasses('inverse')}>
        <PhoneIcon size={18} />
        {formatPhone(company.phone)}
      </PhoneLink>
    </CtaBand>
  );
}
