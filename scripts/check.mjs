// `npm test`: every check of the repository, in order, stopping at the first that fails.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint and format', 'biome', ['ci', '.']],
  ['types', 'tsc', ['-p', 'tsconfig.json']],
  ['unit, story and visual tests', 'vitest', ['run']],
  ['library build', 'pnpm', ['run', 'build']],
  ['published packages', 'node', ['scripts/pack-check.mjs']],
  ['size budgets', 'node', ['bench/size.mjs', '--check']],
  ['storybook build', 'storybook', ['build', '--quiet', '-o', 'storybook-static']],
  ['docs accessibility', 'node', ['scripts/docs-a11y.mjs']],
  ['served storybook', 'node', ['--test', 'scripts/serveStorybook.test.mjs']],
];

const only = process.argv.slice(2);
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  console.info(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? 'true' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(status ?? 1);
  }
  console.info(`✔ ${name} (${seconds} s)`);
}
