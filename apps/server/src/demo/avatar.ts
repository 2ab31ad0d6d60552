/**
 * Avatars of the demo profiles, drawn offline: an SVG of a soft gradient with a simple face and
 * shoulders, varied by the profile's avatar style and hair colour, rendered to WebP with sharp.
 * No network and no photographs: nobody real is pictured.
 */
import sharp from 'sharp';
import type { DemoProfile } from './profiles.ts';

export const AVATAR_SIZE = 640;

export type AvatarSubject = Pick<DemoProfile, 'avatar' | 'hairColor'>;

const hairColours: Record<NonNullable<DemoProfile['hairColor']>, string> = {
  blonde: '#e3bd6f',
  brown: '#6b4226',
  black: '#211c19',
  red: '#b0452b',
  grey: '#a6a6a6',
};

export async function renderAvatar(subject: AvatarSubject, size = AVATAR_SIZE): Promise<Buffer> {
  return (
    sharp(Buffer.from(avatarSvg(subject)), { density: 72 * (size / AVATAR_SIZE) })
      .resize(size, size)
      // Effort 2 encodes about three times faster than the default at nearly the same size.
      .webp({ quality: 85, effort: 2 })
      .toBuffer()
  );
}

export function avatarSvg({ avatar, hairColor }: AvatarSubject): string {
  const hue = avatar.backgroundHue;
  const hair = hairColours[hairColor ?? 'brown'];
  const skin = avatar.skinTone;
  const shirt = `hsl(${avatar.shirtHue}, 45%, 45%)`;
  const line = (d: string, colour: string, width: number, extra: Attributes = {}) =>
    element('path', {
      d,
      stroke: colour,
      'stroke-width': width,
      fill: 'none',
      'stroke-linecap': 'round',
      ...extra,
    });
  const parts = [
    `<defs>
<linearGradient id="background" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue}, 70%, 87%)"/>
<stop offset="1" stop-color="hsl(${(hue + 50) % 360}, 60%, 70%)"/>
</linearGradient>
<radialGradient id="glow" cx="0.3" cy="0.2" r="0.8">
<stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/>
<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
</radialGradient>
</defs>`,
    element('rect', { width: 640, height: 640, fill: 'url(#background)' }),
    element('rect', { width: 640, height: 640, fill: 'url(#glow)' }),
    avatar.hairStyle === 'long'
      ? shape('M188 300 C 175 140, 465 140, 452 300 L 478 540 L 162 540 Z', hair)
      : '',
    shape('M96 640 C 108 505, 216 462, 320 462 C 424 462, 532 505, 544 640 Z', shirt),
    element('rect', { x: 284, y: 370, width: 72, height: 110, rx: 32, fill: skin }),
    // The neck a shade darker than the face, under the chin.
    element('rect', {
      x: 284,
      y: 370,
      width: 72,
      height: 110,
      rx: 32,
      fill: '#000',
      opacity: 0.12,
    }),
    element('ellipse', { cx: 204, cy: 300, rx: 21, ry: 31, fill: skin }),
    element('ellipse', { cx: 436, cy: 300, rx: 21, ry: 31, fill: skin }),
    element('ellipse', { cx: 320, cy: 290, rx: 116, ry: 136, fill: skin }),
    frontHair(avatar.hairStyle, hair),
    line('M258 262 Q 278 250 298 260', hair, 8),
    line('M342 260 Q 362 250 382 262', hair, 8),
    element('ellipse', { cx: 278, cy: 296, rx: 11, ry: 13, fill: '#2b2626' }),
    element('ellipse', { cx: 362, cy: 296, rx: 11, ry: 13, fill: '#2b2626' }),
    element('circle', { cx: 282, cy: 291, r: 3.5, fill: '#ffffff' }),
    element('circle', { cx: 366, cy: 291, r: 3.5, fill: '#ffffff' }),
    element('circle', { cx: 250, cy: 340, r: 22, fill: '#ff6f6f', opacity: 0.22 }),
    element('circle', { cx: 390, cy: 340, r: 22, fill: '#ff6f6f', opacity: 0.22 }),
    line('M316 300 Q 308 330 322 334', '#000000', 5, { 'stroke-opacity': 0.18 }),
    avatar.beard
      ? shape(
          'M212 318 C 222 420, 270 430, 320 432 C 370 430, 418 420, 428 318 ' +
            'C 410 380, 370 392, 320 392 C 270 392, 230 380, 212 318 Z',
          hair,
          { opacity: 0.92 },
        )
      : '',
    line('M284 356 Q 320 386 356 356', '#8a3b3b', 7),
    avatar.glasses ? glasses() : '',
  ];
  const svgAttributes = { xmlns: 'http://www.w3.org/2000/svg', width: 640, height: 640 };
  return `<svg ${attributes({ ...svgAttributes, viewBox: '0 0 640 640' })}>
${parts.filter(Boolean).join('\n')}
</svg>
`;
}

type Attributes = Record<string, string | number>;

function attributes(values: Attributes): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
}

function element(name: string, values: Attributes): string {
  return `<${name} ${attributes(values)}/>`;
}

function shape(d: string, fill: string, extra: Attributes = {}): string {
  return element('path', { d, fill, ...extra });
}

function glasses(): string {
  const frame = { stroke: '#2e2e2e', 'stroke-width': 6, fill: '#ffffff', 'fill-opacity': 0.12 };
  return [
    element('circle', { cx: 278, cy: 296, r: 32, ...frame }),
    element('circle', { cx: 362, cy: 296, r: 32, ...frame }),
    element('path', { d: 'M310 294 Q 320 286 330 294', ...frame, fill: 'none' }),
  ].join('');
}

function frontHair(style: DemoProfile['avatar']['hairStyle'], colour: string): string {
  switch (style) {
    case 'short':
      return shape(
        'M204 276 C 192 140, 448 140, 436 276 C 420 214, 366 192, 320 196 ' +
          'C 270 196, 220 214, 204 276 Z',
        colour,
      );
    case 'long':
      return shape(
        'M204 290 C 190 130, 450 130, 436 290 C 430 220, 390 190, 330 186 ' +
          'C 300 214, 250 230, 204 290 Z',
        colour,
      );
    case 'bun':
      return (
        element('circle', { cx: 320, cy: 146, r: 48, fill: colour }) +
        shape(
          'M206 270 C 196 146, 444 146, 434 270 C 418 210, 366 190, 320 192 ' +
            'C 274 190, 222 210, 206 270 Z',
          colour,
        )
      );
    case 'curly': {
      const curls = [
        [214, 250],
        [232, 206],
        [266, 176],
        [306, 162],
        [346, 164],
        [384, 180],
        [414, 210],
        [428, 252],
      ] as const;
      return curls.map(([cx, cy]) => element('circle', { cx, cy, r: 38, fill: colour })).join('');
    }
    case 'bald':
      return shape(
        'M206 300 C 204 262, 214 240, 224 232 L 230 300 Z ' +
          'M434 300 C 436 262, 426 240, 416 232 L 410 300 Z',
        colour,
      );
  }
}
