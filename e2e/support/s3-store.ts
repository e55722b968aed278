import type { Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { liveKey } from '../../deploy/cloudfront/function';
import type { Live } from '../../deploy/cloudfront/viewer-handler';
import { edgeServer } from '../../deploy/preview/edge';
import { builtHeaders } from '../../deploy/shared/security-headers';
import { rewrittenExport } from '../../test-support/rewritten-export';
import { filesNamedBy } from '../../test-support/derived-build';
import { localKvs } from './local-kvs';
import { localS3, type StoredObject } from './local-s3';
import { allPages } from './site';
import { expect } from './test';

/**
 * The host for `npm run deploy`, each group of e2e/deploy.spec.ts on one of its own: a local S3 and
 * key value store on one port, and in front of them the local CloudFront (deploy/preview/edge.ts).
 */

const bucket = 'site';
const kvsArn = 'arn:aws:cloudfront::123456789012:key-value-store/0a1b2c3d-local';
const credentials = { AWS_ACCESS_KEY_ID: 'LOCAL', AWS_SECRET_ACCESS_KEY: 'LOCAL' };

/** A request of the deploy to the store: its method and decoded path (`/site/<key>`, `/key-value-stores/…`). */
export type StoreCall = { method: string; path: string };
/** What happens to it: it goes on, the deploy is killed, or it waits for the promise. */
export type Cut = (call: StoreCall) => 'kill' | Promise<unknown> | undefined;

export const isBuildUpload = (call: StoreCall) => call.method === 'PUT' && call.path.startsWith(`/${bucket}/builds/`);
export const isDeletion = (call: StoreCall) => call.method === 'DELETE' && call.path.startsWith(`/${bucket}/`);
export const isFlip = (call: StoreCall) => call.method === 'POST' && call.path.startsWith('/key-value-stores/');

/** The n-th request that matches, and only it. */
export function nth(n: number, matches: (call: StoreCall) => boolean, action: 'kill' | (() => Promise<unknown>)): Cut {
  let seen = 0;
  return (call) => (matches(call) && ++seen === n ? (action === 'kill' ? 'kill' : action()) : undefined);
}

/** The build a page comes from: the build folder its loader fetches the data from, or the id its inline data carries. */
export function buildOf(html: string): string | undefined {
  return (/data-flight="\/_next\/static\/([^/"]+)\//.exec(html) ?? /\\"b\\":\\"([^\\"]+)\\"/.exec(html))?.[1];
}

/** Collects a page's console errors and uncaught exceptions. */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/** A host of its own, for one group of tests. */
export function newStore() {
  const objects = new Map<string, StoredObject>();
  const values = new Map<string, string>();
  // The suite deploys with --staging: a staging stack's bucket.
  const tags = new Map([['stage', 'staging']]);
  const s3 = localS3(bucket, credentials.AWS_ACCESS_KEY_ID, objects, tags);
  const kvs = localKvs(kvsArn, credentials.AWS_ACCESS_KEY_ID, values);
  let cut: { through: Cut; stop: () => void } | undefined;
  const api = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const call = { method: req.method!, path: decodeURIComponent(new URL(req.url!, 'http://api').pathname) };
      const action = cut?.through(call);
      if (action === 'kill') {
        cut!.stop();
        return res.destroy();
      }
      await action;
      (call.path.startsWith('/key-value-stores/') ? kvs : s3)(req, res, Buffer.concat(chunks));
    });
  });
  const viewer = edgeServer({
    object(key) {
      const object = objects.get(key);
      return object && { body: object.body, headers: { ...object.headers, etag: object.etag } };
    },
    value: (key) => values.get(key),
    headers: builtHeaders()!,
  });
  let site = '';
  let env: Record<string, string> = {};

  return {
    objects,
    tags,
    get site() {
      return site;
    },
    live: () => (values.has(liveKey) ? (JSON.parse(values.get(liveKey)!) as Live).build : undefined),
    keys: () => [...objects.keys()].sort(),
    listing: () => [...objects].map(([key, { etag }]) => `${key} ${etag}`).sort(),

    async start() {
      const endpoint = await listen(api);
      site = await listen(viewer);
      env = { S3_BUCKET: bucket, S3_REGION: 'eu-central-1', S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true' };
      env = { ...env, KVS_ARN: kvsArn, KVS_ENDPOINT: endpoint, ...credentials };
    },

    async stop() {
      for (const server of [api, viewer]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },

    /** A GET through CloudFront, without following redirects. */
    get(path: string, headers: IncomingHttpHeaders = {}) {
      return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const req = request(`${site}${path}`, { headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      });
    },

    /**
     * Runs `npm run deploy` (one process: a kill stops the deploy itself). `through` sees the store's
     * requests while it runs.
     */
    deploy(args: string[], overrides: Record<string, string | undefined> = {}, through?: Cut) {
      const childEnv: Record<string, string | undefined> = { PATH: process.env.PATH, HOME: process.env.HOME };
      for (const [name, value] of Object.entries({ ...env, ...overrides }))
        if (value !== undefined) childEnv[name] = value;
      const child = spawn(process.execPath, ['--import', 'tsx', 'deploy/upload/deploy.ts', ...args], {
        env: childEnv as NodeJS.ProcessEnv,
      });
      if (through) cut = { through, stop: () => child.kill('SIGKILL') };
      return new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
        (resolve) => {
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
          child.on('close', (code, signal) => {
            if (through) cut = undefined;
            resolve({ code, signal, stdout, stderr });
          });
        },
      );
    },

    /** Every page answers 200 and every file it names 200, whatever the bucket holds; the build each page came from. */
    async expectEveryPageAnswers(when: string): Promise<Set<string | undefined>> {
      const builds = new Set<string | undefined>();
      const named = new Set<string>();
      for (const { path } of allPages) {
        const page = await this.get(path);
        expect(page.status, `${when}: ${path}`).toBe(200);
        builds.add(buildOf(page.body));
        // The first-paint rewrite moves a page's RSC data into a file of its build; without it, the data is inline.
        const flight = /data-flight="([^"]+)"/.exec(page.body)?.[1];
        expect(flight !== undefined, `${when}: ${path} names its data file`).toBe(rewrittenExport);
        const data = flight ? await this.get(flight) : undefined;
        if (flight) expect(data?.status, `${when}: ${flight}, the data of ${path}`).toBe(200);
        for (const file of filesNamedBy(page.body, data?.body ?? '')) named.add(file);
      }
      const missing: string[] = [];
      for (const file of named) if ((await this.get(file)).status !== 200) missing.push(file);
      expect(missing, `${when}: files a page names that do not answer 200`).toEqual([]);
      return builds;
    },
  };
}
