import { render } from '@testing-library/react';
import { hydratedAttribute } from '@/lib/hydrated-mark';
import { NotFoundLocalizer } from './not-found-localizer';

const titles = { ro: 'Pagina nu a fost găsită', en: 'Page not found', de: 'Seite nicht gefunden' };

describe('the 404 page once hydrated', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.documentElement.removeAttribute(hydratedAttribute);
  });

  it('speaks the language of the path and marks the document hydrated, as every page does', () => {
    window.history.replaceState(null, '', '/de/gibt-es-nicht');
    document.documentElement.lang = 'ro';
    render(<NotFoundLocalizer titles={titles} />);
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('Seite nicht gefunden');
    expect(document.documentElement).toHaveAttribute(hydratedAttribute);
  });
});
