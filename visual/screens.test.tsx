import { type StoryModule, screenshotStories } from './screenshotStories';

// The web app's own screens, in every state their stories give them.
screenshotStories(
  import.meta.glob<StoryModule>(['../apps/web/src/**/*.stories.tsx'], { eager: true }),
);
