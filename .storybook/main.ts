import { readFile } from 'node:fs/promises';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';

/**
 * `import source from './theme.css.ts?source'`: a file's text, for docs pages that show the code
 * they run. Vite's `?raw` cannot do it for a `.css.ts` file: the vanilla-extract plugin ignores the
 * query and compiles the text as a stylesheet. The module id ends in `.source` so it does not.
 */
function sourceText(): Plugin {
  const suffix = '?source';
  return {
    name: 'amora-source-text',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (!id.endsWith(suffix)) return null;
      const resolved = await this.resolve(id.slice(0, -suffix.length), importer);
      return resolved && `\0${resolved.id}.source`;
    },
    async load(id) {
      if (!id.startsWith('\0') || !id.endsWith('.source')) return null;
      const text = await readFile(id.slice(1, -'.source'.length), 'utf8');
      return `export default ${JSON.stringify(text)};`;
    },
  };
}

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/docs/**/*.mdx',
    '../tokens/src/**/*.stories.@(ts|tsx)',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
    '../apps/console/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [sourceText(), vanillaExtractPlugin()],
      optimizeDeps: {
        include: [
          '@amora/ui > @vanilla-extract/recipes/createRuntimeFn',
          '@amora/tokens > @vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@amora/ui > lucide-react',
          '@amora/ui > clsx',
        ],
      },
    });
  },
};

export default config;
