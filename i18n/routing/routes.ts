import { allPages } from '../pages';

export const pagePaths: readonly string[] = allPages.map(({ path }) => path);

export function pageFile(path: string): string {
  return `${path.slice(1)}.html`;
}
