import { type StoryModule, screenshotStories } from './screenshotStories';

// The library's components M to Z (the tokens and A to L: stories.components-a-l).
screenshotStories(
  import.meta.glob<StoryModule>(['../packages/ui/src/components/[M-Z]*/**/*.stories.tsx'], {
    eager: true,
  }),
);
