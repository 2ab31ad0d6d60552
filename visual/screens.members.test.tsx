import { type StoryModule, screenshotStories } from './screenshotStories';

// The web app's member screens, in every state their stories give them (the visitor screens are
// in screens.visitors.test.tsx; both keep their references in __screenshots__/screens.test.tsx).
screenshotStories(
  import.meta.glob<StoryModule>(['../apps/web/src/features/**/*.stories.tsx'], { eager: true }),
);
