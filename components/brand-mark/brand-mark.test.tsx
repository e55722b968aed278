import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { markRoute } from './mark-route';

/** The route's shapes of an SVG document: each element's name and attributes. */
function routeShapes(svg: string) {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  return [...doc.querySelectorAll('path, circle')].map((shape) => ({
    name: shape.localName,
    attributes: Object.fromEntries([...shape.attributes].map((a) => [a.name, a.value])),
  }));
}

describe('the brand mark', () => {
  it('app/icon.svg, the favicon file, draws the same route as markRoute', () => {
    const icon = readFileSync(path.join(__dirname, '../../app/icon.svg'), 'utf8');
    const drawn = renderToStaticMarkup(<svg xmlns="http://www.w3.org/2000/svg">{markRoute('#f59e0b')}</svg>);
    expect(routeShapes(icon)).toEqual(routeShapes(drawn));
    expect(routeShapes(icon)).toHaveLength(3);
  });
});
