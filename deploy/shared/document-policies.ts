import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Each HTML document's own Content Security Policy (file of the export → policy), as the post-build
 * step computed it from the document's inline scripts and styles. Written once per build beside
 * the hosts' configuration; the upload stores each policy with its document.
 */
export type DocumentPolicies = Record<string, string>;

const documentPoliciesFile = resolve(__dirname, '..', 'generated', 'document-policies.json');

export function writeDocumentPolicies(policies: DocumentPolicies, file = documentPoliciesFile): void {
  writeFileSync(file, `${JSON.stringify(policies, null, 2)}\n`);
}

/** The policies of the last build, or undefined before any build. */
export function readDocumentPolicies(file = documentPoliciesFile): DocumentPolicies | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DocumentPolicies) : undefined;
}
