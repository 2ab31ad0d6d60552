// "docs accessibility": opens every docs page of the built Storybook (storybook-static) in
// Chromium and runs axe on it. The storybook test project runs stories, not docs pages, so the
// guides and the components' autodocs pages are checked here. Fails on the first page with a
// violation; needs `storybook build` first (check.mjs runs it just before this step).
//   node scripts/docs-a11y.mjs [id-fragment…]   only the docs pages whose id contains a fragment
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const repo = fileURLToPath(new URL('..', import.meta.url));
const root = join(repo, 'storybook-static');
const origin = 'http://storybook.test';
/** Pages checked at the same time: the machine has few cores and the pages are heavy. */
const parallel = 3;
const started = Date.now();

if (!existsSync(join(root, 'index.json'))) {
  console.error('✖ docs-a11y: no storybook-static/index.json: run `npm run build-storybook`');
  process.exit(1);
}

const only = process.argv.slice(2);
const ids = Object.values(JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')).entries)
  .filter((entry) => entry.type === 'docs')
  .map((entry) => entry.id)
  .filter((id) => only.length === 0 || only.some((fragment) => id.includes(fragment)));

const axeSource = readFileSync(join(repo, 'node_modules/axe-core/axe.min.js'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
const context = await browser.newContext({
  viewport: { width: 1280, height: 800 },
  reducedMotion: 'reduce',
});
// The files are served from disk through the browser's request routing: no server, no port.
// Anything outside the build (a font CDN, an image host) is refused, as in the tests.
await context.route('**/*', (route) => {
  const url = new URL(route.request().url());
  if (url.origin !== origin) return route.abort();
  const file = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!file.startsWith(root) || !existsSync(file) || extname(file) === '') {
    return route.fulfill({ status: 404 });
  }
  return route.fulfill({ path: file });
});

async function check(id) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${origin}/iframe.html?viewMode=docs&id=${id}`);
    // The preview shows the page (`sb-show-main`) once the docs have rendered, or its error
    // display when they throw; the stories in a page may still fetch pictures and fonts.
    await page.waitForFunction(
      () => /sb-show-(main|errordisplay)/.test(document.body.className),
      null,
      { timeout: 30_000 },
    );
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
      const message = await page.locator('#error-message').textContent();
      return { id, errors: [...errors, `does not render: ${message}`], violations: [] };
    }
    await page.waitForLoadState('networkidle');
    // Pictures from data URLs are no network requests; a story may lay out only once they load.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    // Decoded and laid out, not only loaded: until then a picture's box may overflow its frame.
    await page.evaluate(async () => {
      await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await page.addScriptTag({ content: axeSource });
    // The rules of the stories' a11y test (addon-a11y): every rule but `region`, whose landmarks
    // are the page's business, not the component's. Storybook's own frame is not ours to check.
    const { violations } = await page.evaluate(() =>
      window.axe.run(
        { include: ['#storybook-docs'] },
        { rules: { region: { enabled: false } }, resultTypes: ['violations'] },
      ),
    );
    return { id, errors, violations };
  } catch (error) {
    return { id, errors: [...errors, error.message.split('\n')[0]], violations: [] };
  } finally {
    await page.close();
  }
}

const failures = [];
const queue = [...ids];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      let { errors, violations } = await check(id);
      if (violations.length === 0 && errors.length === 0) continue;
      // A page may be checked while it still lays out under a loaded machine's pace (a story's
      // box overflowing its frame for a moment): a violation must be there a second time too.
      ({ errors, violations } = await check(id));
      if (violations.length === 0 && errors.length === 0) {
        console.info(`  ${id}: passed when checked again`);
        continue;
      }
      failures.push(id);
      console.error(`\n✖ ${id}`);
      for (const message of errors) console.error(`  page error: ${message}`);
      for (const violation of violations) {
        console.error(`  ${violation.id} (${violation.impact}): ${violation.help}`);
        for (const node of violation.nodes.slice(0, 5)) {
          console.error(
            `    ${node.target.join(' ')}\n      ${node.failureSummary?.split('\n').join(' ')}`,
          );
        }
      }
    }
  }),
);
await browser.close();

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(
    `\n✖ docs-a11y: ${failures.length} of ${ids.length} docs pages fail axe (${seconds} s)`,
  );
  process.exit(1);
}
console.info(`✔ docs-a11y: ${ids.length} docs pages pass axe (${seconds} s)`);
