/**
 * The modes every story is reviewed and snapshotted in: both themes at the two widths the
 * product is designed for. Chromatic reads these through `parameters.chromatic.modes`.
 */
export const allModes = {
  'light mobile': { theme: 'light', viewport: 'mobile' },
  'dark mobile': { theme: 'dark', viewport: 'mobile' },
  'light desktop': { theme: 'light', viewport: 'desktop' },
  'dark desktop': { theme: 'dark', viewport: 'desktop' },
} as const;

export const viewports = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;
