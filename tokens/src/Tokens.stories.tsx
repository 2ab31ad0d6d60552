import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect } from 'storybook/test';
import { contrastRatio } from './contrast';
import type { ColorTokens } from './tokenType';
import {
  breakpoints,
  fontSize,
  fontWeight,
  nonTextPairs,
  radius,
  space,
  type ThemeName,
  textPairs,
  themes,
} from './values';
import { vars } from './vars.css';

/**
 * The foundations as a reference page: every value below is read from `values.ts`, the same
 * objects the theme contract is built from, so the page cannot drift from the tokens.
 */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const themeOf = (context: StoryContext): ThemeName =>
  context.globals.theme === 'dark' ? 'dark' : 'light';

const card: CSSProperties = {
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  padding: vars.space.gutter,
  boxShadow: vars.elevation.small,
};

const grid = (min: string): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${min}, 1fr))`,
  gap: vars.space.gutter,
});

const mono: CSSProperties = {
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  color: vars.color.textMuted,
};

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      style={{ display: 'grid', gap: vars.space.gutter, marginBottom: vars.space.xxlarge }}
    >
      <div>
        <h2
          style={{
            margin: 0,
            color: vars.color.text,
            fontSize: vars.fontSize.xlarge.size,
            lineHeight: vars.fontSize.xlarge.lineHeight,
            fontWeight: vars.fontWeight.heavy,
          }}
        >
          {title}
        </h2>
        {intro && (
          <p
            style={{
              margin: `${vars.space.xsmall} 0 0`,
              color: vars.color.textMuted,
              maxWidth: '70ch',
            }}
          >
            {intro}
          </p>
        )}
      </div>
      {children}
    </section>
  );
}

const swatchRow: CSSProperties = {
  ...card,
  padding: vars.space.small,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
};

const swatchText: CSSProperties = { display: 'grid', minWidth: 0 };

const swatchName: CSSProperties = {
  color: vars.color.text,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

function Colors({ theme }: { theme: ThemeName }) {
  return (
    <Section
      title={`Colour (${theme} theme)`}
      intro="Semantic colours of the current theme: the swatch is the token, the value is what the theme assigns."
    >
      <ul
        style={{
          ...grid('190px'),
          gap: vars.space.small,
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {Object.entries(themes[theme].color).map(([name, value]) => (
          <li key={name} style={swatchRow}>
            <span
              aria-hidden
              style={{
                flexShrink: 0,
                width: 36,
                height: 36,
                borderRadius: vars.radius.small,
                background: value,
                border: `1px solid ${vars.color.border}`,
              }}
            />
            <span style={swatchText}>
              <strong style={swatchName}>{name}</strong>
              <code
                style={{
                  ...mono,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {value}
              </code>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Pair({
  fore,
  back,
  theme,
  minimum,
  asText,
}: {
  fore: keyof ColorTokens;
  back: keyof ColorTokens;
  theme: ThemeName;
  minimum: number;
  asText: boolean;
}) {
  const colors = themes[theme].color;
  const ratio = contrastRatio(colors[fore], colors[back]);
  const passes = ratio >= minimum;
  return (
    <li style={swatchRow} data-pair={`${fore}/${back}`} data-passes={passes}>
      <span
        style={{
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 56,
          height: 40,
          borderRadius: vars.radius.small,
          backgroundColor: colors[back],
          border: `1px solid ${vars.color.border}`,
        }}
      >
        {asText ? (
          <span
            style={{
              color: colors[fore],
              fontSize: vars.fontSize.large.size,
              fontWeight: vars.fontWeight.heavy,
            }}
          >
            Aa
          </span>
        ) : (
          <span
            aria-hidden
            style={{ width: 28, height: 18, borderRadius: 4, border: `3px solid ${colors[fore]}` }}
          />
        )}
      </span>
      <span style={swatchText}>
        <strong style={swatchName} title={`${fore} on ${back}`}>
          {fore} / {back}
        </strong>
        {/* Words, not ✓ and ≥: the shipped mono face has only the Latin subset. */}
        <span style={{ ...mono, color: passes ? vars.color.successText : vars.color.criticalText }}>
          {ratio.toFixed(2)}:1 {passes ? 'passes' : 'fails'} {minimum}:1
        </span>
      </span>
    </li>
  );
}

function Contrast({ theme }: { theme: ThemeName }) {
  return (
    <Section
      title={`Contrast (${theme} theme)`}
      intro="Every text/background pair the components draw, with its WCAG contrast ratio: 4.5:1 for text, 3:1 for borders and the focus ring."
    >
      <ul
        style={{
          ...grid('230px'),
          gap: vars.space.small,
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {textPairs.map(([fore, back]) => (
          <Pair
            key={`${fore}-${back}`}
            fore={fore}
            back={back}
            theme={theme}
            minimum={4.5}
            asText
          />
        ))}
        {nonTextPairs.map(([fore, back]) => (
          <Pair
            key={`${fore}-${back}`}
            fore={fore}
            back={back}
            theme={theme}
            minimum={3}
            asText={false}
          />
        ))}
      </ul>
    </Section>
  );
}

function Typography() {
  return (
    <Section
      title="Type scale"
      intro="Nunito, in seven sizes, each with its line height; weights 400, 600, 700 and 800."
    >
      <div style={{ ...card, display: 'grid', gap: vars.space.medium }}>
        {Object.entries(fontSize).map(([name, { size, lineHeight }]) => (
          <div
            key={name}
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: vars.space.gutter,
              alignItems: 'baseline',
              gap: vars.space.gutter,
            }}
          >
            <code style={{ ...mono, flex: '0 0 140px' }}>
              {name} {size}/{lineHeight}
            </code>
            <span
              style={{
                flex: '1 1 240px',
                fontSize: size,
                lineHeight,
                color: vars.color.text,
                fontWeight: vars.fontWeight.strong,
              }}
            >
              Find someone who gets you
            </span>
          </div>
        ))}
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: vars.space.large,
            paddingTop: vars.space.small,
          }}
        >
          {Object.entries(fontWeight).map(([name, weight]) => (
            <span key={name} style={{ fontWeight: weight, color: vars.color.text }}>
              {name} {weight}
            </span>
          ))}
        </div>
      </div>
    </Section>
  );
}

function Spacing() {
  return (
    <Section
      title="Spacing"
      intro="The space scale for padding and gaps; gutter (16 px) is the default between blocks."
    >
      <div style={{ ...card, display: 'grid', gap: vars.space.small }}>
        {Object.entries(space).map(([name, value]) => (
          <div
            key={name}
            style={{
              display: 'grid',
              gridTemplateColumns: '140px 1fr',
              alignItems: 'center',
              gap: vars.space.gutter,
            }}
          >
            <code style={mono}>
              {name} {value}
            </code>
            <span
              aria-hidden
              style={{
                width: value,
                height: 16,
                borderRadius: 2,
                backgroundColor: vars.color.brand,
              }}
            />
          </div>
        ))}
      </div>
    </Section>
  );
}

function Radius() {
  return (
    <Section
      title="Radius"
      intro="Standard is the spec's 10 px; full makes pills and round avatars."
    >
      <div style={{ ...grid('120px') }}>
        {Object.entries(radius).map(([name, value]) => (
          <div key={name} style={{ display: 'grid', gap: vars.space.small, justifyItems: 'start' }}>
            <span
              aria-hidden
              style={{
                width: 72,
                height: 72,
                borderRadius: value,
                backgroundColor: vars.color.secondarySoft,
                border: `2px solid ${vars.color.secondaryText}`,
              }}
            />
            <code style={mono}>
              {name} {value}
            </code>
          </div>
        ))}
      </div>
    </Section>
  );
}

function Elevation({ theme }: { theme: ThemeName }) {
  return (
    <Section title="Elevation" intro="Shadows for cards, raised menus and dialogs.">
      <div style={{ ...grid('180px') }}>
        {Object.entries(themes[theme].elevation).map(([name, value]) => (
          <div
            key={name}
            style={{
              backgroundColor: vars.color.surface,
              borderRadius: vars.radius.standard,
              boxShadow: value,
              padding: vars.space.large,
              display: 'grid',
              gap: vars.space.xxsmall,
            }}
          >
            <strong style={{ color: vars.color.text }}>{name}</strong>
            <code style={{ ...mono, overflowWrap: 'anywhere' }}>{value}</code>
          </div>
        ))}
      </div>
    </Section>
  );
}

function Breakpoints() {
  const widest = 1280;
  return (
    <Section
      title="Breakpoints"
      intro="Below mobile (600 px) is the phone layout; the registration switches at 660 px, the wide layout from tablet (1024 px)."
    >
      <div style={{ ...card, display: 'grid', gap: vars.space.medium }}>
        {Object.entries(breakpoints).map(([name, value]) => (
          <div
            key={name}
            style={{
              display: 'grid',
              gridTemplateColumns: '160px 1fr',
              alignItems: 'center',
              gap: vars.space.gutter,
            }}
          >
            <code style={mono}>
              {name} {value}px
            </code>
            <span
              aria-hidden
              style={{
                width: `${(value / widest) * 100}%`,
                height: 12,
                borderRadius: vars.radius.full,
                backgroundColor: vars.color.secondaryText,
              }}
            />
          </div>
        ))}
      </div>
    </Section>
  );
}

export const Overview: Story = {
  parameters: { visual: { skip: 'One long page; the section stories below are the screenshots' } },
  render: (_args, context) => {
    const theme = themeOf(context);
    return (
      <div style={{ fontFamily: vars.font.body, color: vars.color.text }}>
        <Colors theme={theme} />
        <Contrast theme={theme} />
        <Typography />
        <Spacing />
        <Radius />
        <Elevation theme={theme} />
        <Breakpoints />
      </div>
    );
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('region', { name: /^Colour/ })).toBeVisible();
    const pairs = canvasElement.querySelectorAll('[data-pair]');
    await expect(pairs.length).toBe(textPairs.length + nonTextPairs.length);
    // The contrast test guarantees it; the page shows it.
    await expect(canvasElement.querySelectorAll('[data-passes="false"]')).toHaveLength(0);
  },
};

export const Palette: Story = { render: (_args, context) => <Colors theme={themeOf(context)} /> };

export const ContrastPairs: Story = {
  render: (_args, context) => <Contrast theme={themeOf(context)} />,
};

export const TypeScale: Story = { render: () => <Typography /> };

export const SpaceScale: Story = { render: () => <Spacing /> };

export const RadiusAndElevation: Story = {
  render: (_args, context) => (
    <>
      <Radius />
      <Elevation theme={themeOf(context)} />
    </>
  ),
};

export const BreakpointScale: Story = { render: () => <Breakpoints /> };

export const Mobile: Story = {
  render: () => <Breakpoints />,
  globals: { viewport: { value: 'mobile' } },
};
