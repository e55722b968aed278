/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { placeholderFacts } from './company';

describe('the go-live checklist', () => {
  it('names every placeholder fact, so that the company knows where to confirm each', () => {
    const guide = readFileSync('docs/company-details.md', 'utf8');
    const checklist = guide.slice(guide.indexOf('## Before the site goes live'));
    const missing = Object.keys(placeholderFacts).filter((fact) => !checklist.includes(`\`${fact}\``));
    expect(missing).toEqual([]);
  });
});
