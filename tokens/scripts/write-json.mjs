// Writes dist/tokens.json: every token as a plain value, for consumers that are not CSS (native
// apps, e-mail templates, charts). Runs after `vite build`, from the built dist/values.js, so the
// JSON is exactly what the published JavaScript exports.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const dist = new URL('../dist/', import.meta.url);
const values = await import(new URL('values.js', dist).href);
const { name, version } = JSON.parse(
  await readFile(new URL('../package.json', import.meta.url), 'utf8'),
);

const tokens = {
  package: `${name}@${version}`,
  light: values.light,
  dark: values.dark,
  fontFamily: values.fontFamily,
  fontWeight: values.fontWeight,
  fontSize: values.fontSize,
  space: values.space,
  radius: values.radius,
  size: values.size,
  zIndex: values.zIndex,
  motion: values.motion,
  breakpoints: values.breakpoints,
  mediaQuery: values.mediaQuery,
  textPairs: values.textPairs,
  nonTextPairs: values.nonTextPairs,
};

const missing = Object.entries(tokens).filter(([, value]) => value === undefined);
if (missing.length > 0) {
  throw new Error(`dist/values.js lacks ${missing.map(([key]) => key).join(', ')}`);
}

const target = new URL('tokens.json', dist);
await writeFile(target, `${JSON.stringify(tokens, null, 2)}\n`);
console.info(`wrote ${fileURLToPath(target)}`);
