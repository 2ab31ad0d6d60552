import { createLucideIcon } from 'lucide-react';

/** Simplified marks of the two app stores and the social networks, drawn inline (no images). */

export function AppleMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.5 2.1-3.7 2.2-3.8-1.2-1.7-3-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.7-4.2ZM13.9 5.2c.7-.8 1.2-2 1-3.2-1 .1-2.2.7-3 1.5-.6.7-1.2 1.9-1 3.1 1.1.1 2.3-.6 3-1.4Z"
      />
    </svg>
  );
}

/** Google Play's four-colour triangle (the store's own brand colours, not theme tokens). */
export function GooglePlayMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path fill="#00c4ff" d="M3.6 2.3 13.4 12l-9.8 9.7c-.4-.2-.6-.7-.6-1.2V3.5c0-.5.2-1 .6-1.2Z" />
      <path fill="#00e07a" d="M3.6 2.3c.4-.2.9-.2 1.4.1l11.6 6.5-3.2 3.1-9.8-9.7Z" />
      <path fill="#ff3d4d" d="m13.4 12 3.2 3.1L5 21.6c-.5.3-1 .3-1.4.1l9.8-9.7Z" />
      <path fill="#ffc400" d="m16.6 8.9 3.6 2c1 .6 1 1.6 0 2.2l-3.6 2-3.2-3.1 3.2-3.1Z" />
    </svg>
  );
}

/** The networks' marks in the style of the lucide icons (24 px grid, 2 px stroke), at any `size`. */
export const InstagramMark = createLucideIcon('instagram', [
  ['rect', { x: '2.5', y: '2.5', width: '19', height: '19', rx: '5.5', key: 'frame' }],
  ['circle', { cx: '12', cy: '12', r: '4.2', key: 'lens' }],
  ['path', { d: 'M17.5 6.5h.01', key: 'flash' }],
]);

export const TwitterMark = createLucideIcon('twitter', [
  [
    'path',
    {
      d: 'M22 4.01c-1 .49-1.98.69-3 .99-1.12-1.26-2.78-1.33-4.38-.73S12 6.4 12 8v1c-3.25.08-6.14-1.4-8-4 0 0-4.19 7.45 4 11-1.87 1.25-3.75 2.09-6 2 3.29 1.79 6.88 2.41 9.99 1.5 3.57-1.04 6.5-3.72 7.63-7.73.34-1.22.5-2.48.5-3.75 0-.25 1.5-2.76 1.88-4.01Z',
      key: 'bird',
    },
  ],
]);
