import { createLucideIcon } from 'lucide-react';

/** Lips in the style of the lucide icons (24 px grid, 2 px stroke); lucide has no kiss icon. */
export const KissIcon = createLucideIcon('kiss', [
  [
    'path',
    {
      d: 'M2 12c2.5-3.5 5-5.2 7-5 1.3.2 2.1 1.3 3 1.3s1.7-1.1 3-1.3c2-.2 4.5 1.5 7 5-3 4-6.4 6-10 6s-7-2-10-6z',
      key: 'lips',
    },
  ],
  ['path', { d: 'M2 12c3.5 1 6.8 1.2 10 .6 3.2.6 6.5.4 10-.6', key: 'line' }],
]);
