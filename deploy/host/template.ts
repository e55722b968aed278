import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The host template with the build's viewer function inline, for `aws cloudformation deploy`. */
const functionFile = resolve(__dirname, '..', 'generated', 'cloudfront-function.js');
const output = resolve(__dirname, '..', 'generated', 'host.yaml');

export function hostTemplate(template: string, functionCode: string): string {
  return template.replace(/^( +FunctionCode: ).*$/m, (_line, key: string) => key + JSON.stringify(functionCode));
}

if (require.main === module) {
  if (!existsSync(functionFile)) throw new Error(`${functionFile} is missing: run npm run build first.`);
  const template = readFileSync(resolve(__dirname, 'site.yaml'), 'utf8');
  writeFileSync(output, hostTemplate(template, readFileSync(functionFile, 'utf8')));
  console.log(`Wrote ${output}.`);
}
