// Stores the visual tests' reference screenshots losslessly optimised (optipng -o2, Debian's
// `optipng`: about a third smaller, the same pixels). Vitest writes references with a fast
// compression, so run this after `pnpm test:visual:update`: it rewrites only the PNGs that git
// sees as new or changed under visual/__screenshots__, or the files given as arguments.
import { execFileSync, spawnSync } from 'node:child_process';

const given = process.argv.slice(2);
const changed = () =>
  execFileSync(
    'git',
    ['status', '--porcelain', '--untracked-files=all', 'visual/__screenshots__'],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((line) => line.endsWith('.png') && !line.startsWith(' D') && !line.startsWith('D '))
    .map((line) => line.slice(3));

if (spawnSync('optipng', ['-v']).error) {
  console.error('✖ optipng is missing: apt-get install optipng');
  process.exit(1);
}
const files = given.length > 0 ? given : changed();
for (const file of files) {
  const { status } = spawnSync('optipng', ['-quiet', '-o2', '-strip', 'all', file], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
console.info(`Optimised ${files.length} reference screenshots`);
