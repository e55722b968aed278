/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { company } from '../../lib/company';
import { securityHeaders } from '../shared/security-headers';
import { headersPolicy, hostTemplate } from './template';

const template = readFileSync('deploy/host/site.yaml', 'utf8');
const code = 'function handler(event) {\n  return event.request; // "quoted" \\ $& \u00e9\n}\n';
const filled = hostTemplate(code);
const filledKeys = ['Days', 'FunctionCode', 'SecurityHeadersConfig', 'CustomHeadersConfig', 'RemoveHeadersConfig'];
const written = (key: string) => JSON.parse(new RegExp(`^ +${key}: (.*)$`, 'm').exec(filled)![1]!);

describe('the host template', () => {
  it('keeps the access logs as long as the privacy notice says, and none when it says none', () => {
    expect(filled).toMatch(new RegExp(`^ {2}AccessLogs:\n {4}Kept:\n {6}Days: ${company.hosting.accessLogDays}$`, 'm'));
    expect(template).toContain('KeepLogs: !Not [!Equals [!FindInMap [AccessLogs, Kept, Days], 0]]');
    expect(template).toContain('ExpirationInDays: !FindInMap [AccessLogs, Kept, Days]');
  });

  it('lets the deploy make each call it makes to the key value store, and no other', () => {
    const calls = readFileSync('deploy/upload/live-store.ts', 'utf8').match(/\b\w+(?=Command\()/g)!;
    const allowed = template.match(/cloudfront-keyvaluestore:(\w+)/g)!.map((action) => action.split(':')[1]);
    expect(new Set(allowed)).toEqual(new Set(calls));
  });

  it('closes a staging copy to all but the web ACL it is given, in the template itself', () => {
    expect(template).toContain("ClosedToThePublic: !Not [!Equals [!Ref WebAclArn, '']]");
    expect(template).toContain('WebACLId: !If [ClosedToThePublic, !Ref WebAclArn, !Ref AWS::NoValue]');
  });

  it("puts each header in CloudFront's field for it, all but the documents' own policy", () => {
    const policy = headersPolicy({
      'Content-Security-Policy': "default-src 'none'",
      'Strict-Transport-Security': 'max-age=300; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    });
    expect(policy).toEqual({
      SecurityHeadersConfig: {
        StrictTransportSecurity: {
          AccessControlMaxAgeSec: 300,
          IncludeSubdomains: true,
          Preload: true,
          Override: true,
        },
        ContentTypeOptions: { Override: true },
        FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
        ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
      },
      CustomHeadersConfig: { Items: [{ Header: 'X-Robots-Tag', Value: 'noindex', Override: true }] },
      RemoveHeadersConfig: {
        Items: [{ Header: 'server' }, { Header: 'x-amz-version-id' }, { Header: 'x-amz-server-side-encryption' }],
      },
    });
  });

  it("carries the build's viewer function and the security headers, which reach the 404 page too", () => {
    expect(written('FunctionCode')).toBe(code);
    expect({
      SecurityHeadersConfig: written('SecurityHeadersConfig'),
      CustomHeadersConfig: written('CustomHeadersConfig'),
      RemoveHeadersConfig: written('RemoveHeadersConfig'),
    }).toEqual(headersPolicy(securityHeaders));
    const unfilled = (text: string) =>
      text.split('\n').filter((line) => !filledKeys.some((key) => line.trimStart().startsWith(`${key}: `)));
    expect(unfilled(filled)).toEqual(unfilled(template));
  });
});
