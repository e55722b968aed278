import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { exportDir } from '../deploy/shared/export-files';
import { defaultLocale } from '../i18n/locales';
import { firstPaintRewrite } from '../postbuild/first-paint/enabled';
import { deferredScriptsAttribute } from '../postbuild/first-paint/loader-attribute';

const home = join(exportDir, `${defaultLocale}.html`);

/**
 * Whether the export the specs serve paints first: the build says, not the switch, so the build
 * without the rewrite runs the same specs, less those tagged @first-paint.
 */
export const rewrittenExport = existsSync(home) && readFileSync(home, 'utf8').includes(deferredScriptsAttribute);

// out/ ships: with the switch on it must be rewritten, or the @first-paint tests would leave quietly.
// Only another export (phase 3's plain copy) may be plain while it is on.
if (firstPaintRewrite && resolve(exportDir) === resolve('out') && existsSync(home) && !rewrittenExport) {
  throw new Error('out/ was not rewritten though firstPaintRewrite is true: run npm run build.');
}
