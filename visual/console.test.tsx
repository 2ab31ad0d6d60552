import { type StoryModule, screenshotStories } from './screenshotStories';

// The operator console's screens, in every state their stories give them (desktop width).
screenshotStories(
  import.meta.glob<StoryModule>(['../apps/console/src/**/*.stories.tsx'], { eager: true }),
);
