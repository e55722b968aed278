import { runInNewContext } from 'node:vm';
import type { ViewerEvent, ViewerRequest, ViewerResponse } from '../cloudfront/viewer-handler';

const importLine = "import cf from 'cloudfront';";

export type ViewerFunction = (event: ViewerEvent) => Promise<ViewerRequest | ViewerResponse>;

/** The compiled viewer function as CloudFront runs it, with a `cloudfront` module whose key value store is `store`. */
export function runViewerFunction(code: string, store: (key: string) => string | undefined): ViewerFunction {
  if (!code.startsWith(importLine)) throw new Error(`The viewer function does not begin with ${importLine}`);
  const kvs = () => ({
    async get(key: string) {
      const value = store(key);
      if (value === undefined) throw new Error(`The key value store has no key ${key}`);
      return value;
    },
  });
  const script = `const cf = cloudfront;${code.slice(importLine.length)}\nhandler`;
  return runInNewContext(script, { cloudfront: { kvs } }) as ViewerFunction;
}
