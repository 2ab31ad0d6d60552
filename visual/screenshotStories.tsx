/**
 * Visual regression: every story of the tokens, the library and the app screens is rendered in
 * real Chromium in the light and the dark theme and compared with the committed reference
 * screenshot. A story's widths come from its `viewport` global (375 px mobile, 1280 px desktop),
 * or from `parameters.visual.viewports`, its themes from `parameters.visual.themes` (both by
 * default); a story may opt out with `parameters.visual.skip` and a reason. `pnpm test:visual:update` writes new references after an intended change.
 *
 * A part that looks the same in many stories (the visitor screens' brand panel) may be pictured
 * once: `screenshotStories(modules, { repeated })` paints the elements matching the `repeated`
 * selector as a flat box, except in the stories that set `parameters.visual.showRepeated`.
 */

import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { viewports } from '../.storybook/modes';
import * as preview from '../.storybook/preview';

type Viewport = keyof typeof viewports;
export type StoryModule = { default: Meta } & Record<string, StoryObj | Meta>;

const themes = ['light', 'dark'] as const;
/** The flat box over a repeated part: the theme's page colour, so the picture stays calm. */
const maskColor = { light: '#d9d4d6', dark: '#1b2433' } as const;
// The longest page (the privacy policy at 375 px) is 5,045 px: a page taller than the viewport
// would be captured in scrolled parts, whose text Chromium draws a little differently each run.
const maxPageHeight = 5400;

/** A visible portal beside the canvas (react-aria's hidden live announcer does not count). */
function hasOverlay(): boolean {
  return [...document.body.children].some(
    (element) =>
      element !== canvas &&
      !element.hasAttribute('data-live-announcer') &&
      element.getBoundingClientRect().height > 0,
  );
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** visual/fontCheck.ts */
    expectShippedFonts: (label: string, marker: string) => Promise<void>;
  }
}

setProjectAnnotations([preview]);

// Names this frame's body to the font check, which sees every frame of the page.
const fontCheckMarker = crypto.randomUUID();
document.body.dataset.fontCheck = fontCheckMarker;

// One canvas for the whole run: rendering the next story into it unmounts the previous one
// (portals included), as Storybook itself does.
const canvas = document.createElement('div');
canvas.style.display = 'flow-root';
document.body.appendChild(canvas);
document.body.style.minHeight = '100vh';

function widthsOf(story: {
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
}): Viewport[] {
  const fromGlobal = (story.globals?.viewport as { value?: Viewport } | undefined)?.value;
  if (fromGlobal) return [fromGlobal];
  const visual = story.parameters?.visual as VisualParameters | undefined;
  return visual?.viewports ?? ['desktop'];
}

function fileName(title: string, story: string, theme: string, viewport: Viewport): string {
  return `${title}--${story}--${theme}-${viewport}`.replace(/[^a-zA-Z0-9-]+/g, '-').toLowerCase();
}

/** Renders nothing; run between stories so that each starts from a fresh tree. */
const blank = composeStory({ render: () => <span hidden /> }, { title: 'Blank' }, {}, 'Blank');

function nextFrames(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

type Theme = (typeof themes)[number];
type VisualParameters = {
  viewports?: Viewport[];
  /** The themes pictured; both unless a story says otherwise. */
  themes?: Theme[];
  skip?: string;
  showRepeated?: boolean;
};

/** Declares one screenshot test per story, theme and width for the given story modules. */
export function screenshotStories(
  modules: Record<string, StoryModule>,
  { repeated }: { repeated?: string } = {},
): void {
  for (const module of Object.values(modules)) {
    const meta = module.default;
    const title = meta.title ?? 'untitled';
    describe(title, () => {
      for (const [exportName, annotations] of Object.entries(module)) {
        if (exportName === 'default' || exportName === '__namedExportsOrder') continue;
        for (const theme of themes) {
          const story = composeStory(
            annotations as StoryObj,
            meta,
            { initialGlobals: { theme } },
            exportName,
          );
          const visual = story.parameters.visual as VisualParameters | undefined;
          if (visual?.themes && !visual.themes.includes(theme)) continue;
          const skip = visual?.skip;
          const masked = repeated && !visual?.showRepeated ? repeated : undefined;
          const widths = widthsOf(story);
          for (const viewport of widths) {
            test.skipIf(Boolean(skip))(`${story.storyName} (${theme}, ${viewport})`, async () => {
              const { width, height } = viewports[viewport].styles;
              await page.viewport(Number.parseInt(width, 10), Number.parseInt(height, 10));
              // Let the frame take its new size before anything is laid out in viewport units.
              await nextFrames();
              // Unmount the previous story first: React would otherwise keep the state of a
              // component that two stories in a row share, and the picture would depend on the order.
              await blank.run({ canvasElement: canvas });
              canvas.style.padding = story.parameters.layout === 'fullscreen' ? '0' : '16px';
              await story.run({ canvasElement: canvas });
              await document.fonts.ready;
              // Fonts do not change with the theme or the width: one variant is checked, which
              // keeps the run fast.
              if (theme === themes[0] && viewport === widths[0]) {
                await commands.expectShippedFonts(`${title} ${story.storyName}`, fontCheckMarker);
              }
              // A page taller than the viewport is captured whole: the viewport grows to fit it.
              const contentHeight = Math.min(document.documentElement.scrollHeight, maxPageHeight);
              if (contentHeight > Number.parseInt(height, 10)) {
                await page.viewport(Number.parseInt(width, 10), contentHeight);
              }
              // Dialogs, popovers and toasts render in portals beside the canvas: then the page is the picture.
              const target = hasOverlay() ? document.body : canvas;
              const mask = masked ? [...document.querySelectorAll(masked)] : [];
              await expect
                .element(page.elementLocator(target))
                .toMatchScreenshot(fileName(title, story.storyName, theme, viewport), {
                  screenshotOptions: { mask, maskColor: maskColor[theme] },
                });
            });
          }
        }
      }
    });
  }
}
