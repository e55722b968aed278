/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { company } from '../../lib/company';
import { securityHeaders } from '../shared/security-headers';
import { hostTemplate } from './template';

const template = readFileSync('deploy/host/site.yaml', 'utf8');

describe('the host template', () => {
  it('keeps the access logs as long as the privacy notice says, and none when it says none', () => {
    const days = /^ {2}AccessLogs:\n {4}Kept:\n {6}Days: (\d+)$/m.exec(template)?.[1];
    expect(days).toBe(String(company.hosting.accessLogDays));
    expect(template).toContain('KeepLogs: !Not [!Equals [!FindInMap [AccessLogs, Kept, Days], 0]]');
    expect(template).toContain('ExpirationInDays: !FindInMap [AccessLogs, Kept, Days]');
    expect(template).not.toContain('AccessLogDays');
  });

  it('closes a staging copy to all but the web ACL it is given, in the template itself', () => {
    expect(template).toContain("ClosedToThePublic: !Not [!Equals [!Ref WebAclArn, '']]");
    expect(template).toContain('WebACLId: !If [ClosedToThePublic, !Ref WebAclArn, !Ref AWS::NoValue]');
  });

  it('sends the static security headers with every response, the 404 page included', () => {
    const expected: Record<string, (value: string) => string> = {
      'Strict-Transport-Security': (value) => `AccessControlMaxAgeSec: ${/^max-age=(\d+)$/.exec(value)![1]}`,
      'X-Content-Type-Options': () => 'ContentTypeOptions:\n            Override: true',
      'X-Frame-Options': (value) => `FrameOption: ${value}`,
      'Referrer-Policy': (value) => `ReferrerPolicy: ${value}`,
    };
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (name === 'X-Robots-Tag' || name === 'Content-Security-Policy') continue;
      const written = expected[name]?.(value) ?? `- Header: ${name}\n              Value: ${value}`;
      expect(template).toContain(written);
    }
  });

  it("carries the build's viewer function inline, as one string, and nothing else changes", () => {
    const code = 'function handler(event) {\n  return event.request; // "quoted" \\ $& \u00e9\n}\n';
    const filled = hostTemplate(template, code);
    const line = /^ +FunctionCode: (.*)$/m.exec(filled)![1]!;
    expect(JSON.parse(line)).toBe(code);
    expect(filled.split('\n').filter((text) => !text.includes('FunctionCode:'))).toEqual(
      template.split('\n').filter((text) => !text.includes('FunctionCode:')),
    );
  });
});
