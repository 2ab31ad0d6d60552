import { type StoryModule, screenshotStories } from './screenshotStories';

screenshotStories(
  import.meta.glob<StoryModule>(
    ['../tokens/src/**/*.stories.tsx', '../packages/ui/src/components/**/*.stories.tsx'],
    {
      eager: true,
    },
  ),
);
