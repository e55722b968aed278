import { company } from './company';

export function absoluteUrl(path: string): string {
  return `${company.siteUrl}${path}`;
}
