import { type StoryModule, screenshotStories } from './screenshotStories';

// The web app's own screens, in every state their stories give them. The visitor screens' brand
// panel is the same in each of them: it is pictured in Login's first state and in the library's
// AuthLayout stories, and drawn as a flat box in the others.
screenshotStories(
  import.meta.glob<StoryModule>(['../apps/web/src/**/*.stories.tsx'], { eager: true }),
  { repeated: '[data-part="brand-panel"]' },
);
