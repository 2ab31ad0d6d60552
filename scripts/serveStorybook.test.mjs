// The Storybook that `npm start` serves, opened as a designer does: a deep link to a story, then a
// reload of it. Runs after the Storybook build in `npm test` (scripts/check.mjs).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright';
import { serveStorybook } from './serveStorybook.mjs';

const root = 'storybook-static';
assert.ok(existsSync(`${root}/index.html`), `no ${root}/: run npm run build-storybook first`);

let server;
let browser;
before(async () => {
  server = await serveStorybook(root, 0);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
});
after(async () => {
  await browser?.close();
  server?.close();
});

test('a deep link to a story renders it, and so does a reload', { timeout: 120_000 }, async () => {
  const page = await browser.newPage();
  const link = `http://localhost:${server.address().port}/?path=/story/foundations-tokens--palette`;
  const palette = page
    .frameLocator('#storybook-preview-iframe')
    .getByRole('region', { name: 'Colour (light theme)' });
  await page.goto(link);
  await palette.waitFor({ timeout: 60_000 });
  await page.reload();
  await palette.waitFor({ timeout: 60_000 });
  assert.equal(new URL(page.url()).searchParams.get('path'), '/story/foundations-tokens--palette');
});
