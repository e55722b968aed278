import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Each HTML file's own policy, which the upload stores with it as metadata. */
export type DocumentPolicies = Record<string, string>;

// Another file for a second export beside out/, whose pages have other inline scripts.
const documentPoliciesFile =
  process.env.DOCUMENT_POLICIES ?? resolve(__dirname, '..', 'generated', 'document-policies.json');

export function writeDocumentPolicies(policies: DocumentPolicies, file = documentPoliciesFile): void {
  writeFileSync(file, `${JSON.stringify(policies, null, 2)}\n`);
}

export function readDocumentPolicies(file = documentPoliciesFile): DocumentPolicies | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DocumentPolicies) : undefined;
}
