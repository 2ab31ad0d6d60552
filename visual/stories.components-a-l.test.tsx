import { type StoryModule, screenshotStories } from './screenshotStories';

// The tokens' stories and the library's components A to L (M to Z: stories.components-m-z);
// both keep their references in __screenshots__/stories.test.tsx.
screenshotStories(
  import.meta.glob<StoryModule>(
    ['../tokens/src/**/*.stories.tsx', '../packages/ui/src/components/[A-L]*/**/*.stories.tsx'],
    { eager: true },
  ),
);
