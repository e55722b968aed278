/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { routeTable, splitRequest } from './test-support/route-table';
import { proxy } from './proxy';

/**
 * The development proxy against the routing table: its redirects are the rule's, with the files
 * `next dev` serves at the top; everything else goes on to Next (which renders the page, serves the
 * file or answers 404). e2e/routing-table.spec.ts sends the same redirects to a running `next dev`.
 */
describe('the development proxy', () => {
  it.each(routeTable.map((c) => [c.request, c] as const))(
    'answers %s as the table says',
    (request, { status, location }) => {
      const { path, query } = splitRequest(request);
      const response = proxy(new NextRequest(`http://127.0.0.1:3000${path}${query}`));
      if (status === 301) {
        // Next writes the location absolute; the other runtimes write the same path and query.
        const target = new URL(response.headers.get('location')!);
        expect([response.status, `${target.pathname}${target.search}`]).toEqual([301, location]);
      } else {
        expect(response.headers.get('x-middleware-next')).toBe('1');
      }
    },
  );
});
