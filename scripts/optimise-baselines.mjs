// Stores the visual tests' reference screenshots small: a 256-colour palette without dithering
// (Debian's `pngquant`, skipped where it cannot keep quality 80), then optipng -o2. The palette
// moves a colour by a few steps at most, well inside the comparison's threshold (pixelmatch 0.2),
// and halves the references' weight; run the visual tests once more afterwards, and store a
// reference that then fails as it was written (optipng only: `--lossless`). Vitest writes
// references with a fast compression, so run this after `pnpm test:visual:update`: it rewrites
// only the PNGs that git sees as new or changed under visual/__screenshots__, or the files given
// as arguments.
import { execFileSync, spawnSync } from 'node:child_process';

const lossless = process.argv.includes('--lossless');
const given = process.argv.slice(2).filter((argument) => argument !== '--lossless');
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

if (
  spawnSync('optipng', ['-v']).error ||
  (!lossless && spawnSync('pngquant', ['--version']).error)
) {
  console.error('✖ optipng or pngquant is missing: apt-get install optipng pngquant');
  process.exit(1);
}
const files = given.length > 0 ? given : changed();
for (const file of files) {
  if (!lossless) {
    const args = ['--quality=80-100', '--speed', '3', '--nofs', '--strip', '--force'];
    const { status } = spawnSync('pngquant', [...args, '--skip-if-larger', '--ext', '.png', file], {
      stdio: 'inherit',
    });
    // 98: not smaller, 99: the quality could not be kept; the file stays as it was.
    if (status !== 0 && status !== 98 && status !== 99) process.exit(status ?? 1);
  }
  const { status } = spawnSync('optipng', ['-quiet', '-o2', '-strip', 'all', file], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
console.info(`Optimised ${files.length} reference screenshots`);
