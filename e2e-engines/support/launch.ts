import { existsSync, readdirSync } from 'node:fs';
import { e2ePort, enginePorts } from '../../e2e/support/machine';
import type { Engine, EngineName, Ports } from './engine';
import { startRecordingProxy, type RecordingProxy } from './recording-proxy';
import { puppeteerEngine } from './puppeteer-engine';
import { webkitEngine } from './webkit-engine';

const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Installed with libwebkit2gtk-4.1-0, under the machine's triplet. */
function miniBrowserPath(): string | undefined {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  for (const triplet of existsSync('/usr/lib') ? readdirSync('/usr/lib') : []) {
    const path = `/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`;
    if (existsSync(path)) return path;
  }
  return undefined;
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(`${dir}/${command}`));
}

const install = 'bash .ci/run installs it';

/** After the local CloudFront emulator's E2E_PORT: two proxies per engine, then WebKitWebDriver. */
function portsOf(name: EngineName): Ports {
  const site = e2ePort;
  const index = ['firefox', 'webkit'].indexOf(name);
  return { site, proxy: site + 1 + 2 * index, hostWithoutRedirects: site + 2 + 2 * index, driver: site + enginePorts };
}

/** A missing engine fails the run, saying why; it is never skipped. */
export async function launchEngine(name: EngineName): Promise<Engine> {
  const ports = portsOf(name);
  const proxies: RecordingProxy[] = [];
  try {
    const proxy = await startRecordingProxy(ports.proxy, ports.site, { withoutRedirects: false });
    proxies.push(proxy);
    const hostWithoutRedirects = await startRecordingProxy(ports.hostWithoutRedirects, ports.site, {
      withoutRedirects: true,
    });
    proxies.push(hostWithoutRedirects);
    const site = `http://127.0.0.1:${ports.site}`;
    let engine: Engine;
    if (name === 'firefox') {
      if (!existsSync(firefoxPath)) throw new Error(`${firefoxPath} is missing (${install}, or set FIREFOX_PATH)`);
      const firefox = { executablePath: firefoxPath, args: [] };
      engine = await puppeteerEngine(firefox, site, { proxy, hostWithoutRedirects });
    } else {
      const miniBrowser = miniBrowserPath();
      if (!miniBrowser) throw new Error(`WebKitGTK's MiniBrowser is missing (${install}, or set MINIBROWSER_PATH)`);
      for (const command of ['WebKitWebDriver', 'xvfb-run']) {
        if (!onPath(command)) throw new Error(`${command} is missing (${install})`);
      }
      const webkit = { miniBrowserPath: miniBrowser, driverPort: ports.driver };
      engine = await webkitEngine(webkit, { proxy, hostWithoutRedirects });
    }
    const close = engine.close;
    return Object.assign(engine, {
      close: async () => {
        try {
          await close();
        } finally {
          await Promise.all(proxies.map((f) => f.close()));
        }
      },
    });
  } catch (error) {
    await Promise.all(proxies.map((f) => f.close()));
    throw new Error(`${name} could not be started: ${error instanceof Error ? error.message : String(error)}`);
  }
}
