/** A classic W3C WebDriver session over HTTP, with the commands the WebKit engine sends. */
import { engineStartLimit, expectLimit } from '../../e2e/support/machine';

const elementKey = 'element-6066-11e4-a52e-4f735466cecf';

/** The keys the tests press, as WebDriver's key codes. */
const keys = { Escape: '\uE00C', PageDown: '\uE00F', End: '\uE010', ArrowRight: '\uE014' } as const;

export type Session = Awaited<ReturnType<typeof newSession>>;

export async function newSession(origin: string, capabilities: Record<string, unknown>) {
  async function send(method: string, path: string, body?: object): Promise<unknown> {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
      // A command the driver leaves unanswered (one sent while the window changes documents) fails
      // with "timeout", for the caller to ask again within an expectation's limit.
      signal: AbortSignal.timeout(path === '/session' ? engineStartLimit : expectLimit / 2),
    });
    const { value } = (await response.json()) as { value: { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message}`);
    return value;
  }
  const created = (await send('POST', '/session', { capabilities: { alwaysMatch: capabilities } })) as {
    sessionId: string;
    capabilities: { browserVersion?: string };
  };
  const command = <R = void>(method: string, path: string, body?: object) =>
    send(method, `/session/${created.sessionId}${path}`, body) as Promise<R>;

  return {
    browserVersion: created.capabilities.browserVersion ?? 'unknown version',
    setTimeouts: (timeouts: { pageLoad?: number; script?: number }) => command('POST', '/timeouts', timeouts),
    navigate: (url: string) => command('POST', '/url', { url }),
    windowHandle: () => command<string>('GET', '/window'),
    windowHandles: () => command<string[]>('GET', '/window/handles'),
    switchToWindow: (handle: string) => command('POST', '/window', { handle }),
    closeWindow: () => command('DELETE', '/window'),
    setWindowSize: (width: number, height: number) => command('POST', '/window/rect', { width, height }),
    /** Runs a self-contained function in the page; an element it returns comes back as a reference. */
    execute: <R, A extends unknown[]>(fn: (...args: A) => R, ...args: A) =>
      command<Awaited<R>>('POST', '/execute/sync', { script: `return (${fn}).apply(null, arguments)`, args }),
    click: (element: unknown) =>
      command('POST', `/element/${(element as Record<typeof elementKey, string>)[elementKey]}/click`, {}),
    press: (key: keyof typeof keys) =>
      command('POST', '/actions', {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value: keys[key] },
              { type: 'keyUp', value: keys[key] },
            ],
          },
        ],
      }),
    close: () => command('DELETE', ''),
  };
}
