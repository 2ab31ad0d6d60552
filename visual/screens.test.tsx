import { type StoryModule, screenshotStories } from './screenshotStories';

screenshotStories(
  import.meta.glob<StoryModule>(['../packages/ui/src/screens/**/*.stories.tsx'], { eager: true }),
);
