import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { company } from '../../lib/company';
import { removedHeaders, securityHeaders } from '../shared/security-headers';

const functionFile = resolve(__dirname, '..', 'generated', 'cloudfront-function.js');
const output = resolve(__dirname, '..', 'generated', 'host.yaml');

/** CloudFront takes these headers only in their own fields; the 404 page carries its own policy in a <meta>. */
const ownFields = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'X-Frame-Options',
  'Referrer-Policy',
];

/** The response headers policy: what reaches a response without the viewer function (the 404 page). */
export function headersPolicy(headers: Readonly<Record<string, string>>) {
  const hsts = headers['Strict-Transport-Security'] ?? '';
  return {
    SecurityHeadersConfig: {
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: Number(/max-age=(\d+)/.exec(hsts)?.[1]),
        IncludeSubdomains: /includeSubDomains/i.test(hsts),
        Preload: /preload/i.test(hsts),
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: headers['X-Frame-Options'], Override: true },
      ReferrerPolicy: { ReferrerPolicy: headers['Referrer-Policy'], Override: true },
    },
    CustomHeadersConfig: {
      Items: Object.entries(headers)
        .filter(([name]) => !ownFields.includes(name))
        .map(([Header, Value]) => ({ Header, Value, Override: true })),
    },
    RemoveHeadersConfig: { Items: removedHeaders.map((Header) => ({ Header })) },
  };
}

/** Replaces the value of each key, which site.yaml must hold once, with the given one as JSON (which is YAML). */
function fill(template: string, values: Record<string, unknown>): string {
  return Object.entries(values).reduce((text, [key, value]) => {
    const line = new RegExp(`^( +${key}: ).*$`, 'gm');
    if (text.match(line)?.length !== 1) throw new Error(`site.yaml must hold one ${key}.`);
    return text.replace(line, (_line, start: string) => start + JSON.stringify(value));
  }, template);
}

/** The host template with what the code states filled in, for `aws cloudformation deploy`. */
export function hostTemplate(functionCode: string): string {
  return fill(readFileSync(resolve(__dirname, 'site.yaml'), 'utf8'), {
    Days: company.hosting.accessLogDays,
    FunctionCode: functionCode,
    ...headersPolicy(securityHeaders),
  });
}

if (require.main === module) {
  if (!existsSync(functionFile)) throw new Error(`${functionFile} is missing: run npm run build first.`);
  writeFileSync(output, hostTemplate(readFileSync(functionFile, 'utf8')));
  console.log(`Wrote ${output}.`);
}
