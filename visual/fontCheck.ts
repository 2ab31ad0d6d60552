/**
 * The visual tests' font check, a Vitest browser command run on the server: every text of the
 * rendered story must be drawn with a face that tokens/src/fonts.ts ships (emoji with Noto Color
 * Emoji, the one system font the README installs). Chromium tells through the DevTools protocol
 * which fonts drew each text; a character that the shipped faces lack is named too, because
 * visual/fonts.conf hides the system font that would draw it elsewhere.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

const tokensFolder = join(dirname(fileURLToPath(import.meta.url)), '../tokens');
const emojiFont = 'Noto Color Emoji';
const emoji = /\p{Extended_Pictographic}|\p{Emoji_Component}/u;

type Range = readonly [first: number, last: number];

/** The families that tokens/src/fonts.ts imports, each with the code points of its subsets. */
function shippedFaces(): Map<string, Range[]> {
  const faces = new Map<string, Range[]>();
  const fonts = readFileSync(join(tokensFolder, 'src/fonts.ts'), 'utf8');
  for (const [, name = '', subset = '', weight = ''] of fonts.matchAll(
    /'@fontsource\/([\w-]+)\/([\w-]+)-(\d+)\.css'/g,
  )) {
    const folder = join(tokensFolder, 'node_modules/@fontsource', name);
    const css = readFileSync(join(folder, `${subset}-${weight}.css`), 'utf8');
    const family = /font-family: '([^']+)'/.exec(css)?.[1];
    const subsets = JSON.parse(readFileSync(join(folder, 'unicode.json'), 'utf8'));
    if (!family || !subsets[subset]) throw new Error(`tokens/src/fonts.ts: unknown face ${name}`);
    const ranges = (subsets[subset] as string).split(',').map((range): Range => {
      const [first = '', last = first] = range.replace('U+', '').split('-');
      return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
    });
    faces.set(family, [...(faces.get(family) ?? []), ...ranges]);
  }
  return faces;
}

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  pseudoElements?: DomNode[];
  contentDocument?: DomNode;
}

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
}

function childrenOf(node: DomNode): DomNode[] {
  return [
    ...(node.shadowRoots ?? []),
    ...(node.pseudoElements ?? []),
    ...(node.children ?? []),
    ...(node.contentDocument ? [node.contentDocument] : []),
  ];
}

function find(node: DomNode, matches: (node: DomNode) => boolean): DomNode | undefined {
  if (matches(node)) return node;
  for (const child of childrenOf(node)) {
    const found = find(child, matches);
    if (found) return found;
  }
  return undefined;
}

/** Elements with text of their own; a pseudo-element's generated text counts with an empty text. */
function* textElements(node: DomNode): Generator<{ element: DomNode; text: string }> {
  if (node.nodeType === 1 && !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.nodeName)) {
    const text = (node.children ?? [])
      .filter((child) => child.nodeType === 3)
      .map((child) => child.nodeValue)
      .join('');
    if (text.trim() || node.nodeName.startsWith('::')) yield { element: node, text };
  }
  for (const child of childrenOf(node)) yield* textElements(child);
}

let faces: Map<string, Range[]> | undefined;
const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (cdp) => {
        // Whitespace text nodes too, so that a text in the message reads as on the page.
        await cdp.send('DOM.enable', { includeWhitespace: 'all' });
        await cdp.send('CSS.enable');
        return cdp;
      });
    sessions.set(page, session);
  }
  return session;
}

/**
 * The shipped family of a web font. Chromium names a font by the name inside its file, which may
 * add a style to the CSS family ("Nunito ExtraLight ExtraBold" for Nunito 800).
 */
function shippedFamilyOf(font: PlatformFont): string | undefined {
  if (!font.isCustomFont) return undefined;
  return [...(faces?.keys() ?? [])].find((family) => font.familyName.startsWith(family));
}

/** The first problem of one text, or undefined when shipped faces draw all of it. */
function problemOf(text: string, fonts: PlatformFont[]): string | undefined {
  faces ??= shippedFaces();
  // Nothing drawn for this node: hidden, or its text is drawn inside the control's own shadow
  // root (a textarea's value), which the walk reaches and checks on its own.
  if (fonts.length === 0) return undefined;
  const shown = `the text "${text.trim().slice(0, 60)}"`;
  for (const font of fonts) {
    if (!font.isCustomFont && font.familyName !== emojiFont)
      return `${shown} is drawn with the system font "${font.familyName}"`;
    if (font.isCustomFont && !shippedFamilyOf(font))
      return `${shown} is drawn with the web font "${font.familyName}", which is not shipped`;
  }
  const used = [...new Set(fonts.map(shippedFamilyOf).filter((family) => family !== undefined))];
  const withEmoji = fonts.some((font) => font.familyName === emojiFont);
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (/\s/.test(character) || (withEmoji && emoji.test(character))) continue;
    if (used.length === 0) return `${shown} is drawn with no font the project ships`;
    const covered = used.some((family) =>
      faces?.get(family)?.some(([first, last]) => code >= first && code <= last),
    );
    if (!covered) {
      const hex = code.toString(16).toUpperCase().padStart(4, '0');
      return `${shown} has "${character}" (U+${hex}), which ${used.join(' and ')} lacks: a system font would draw it`;
    }
  }
  return undefined;
}

/**
 * Fails when a text under the test frame's body marked `data-font-check="<marker>"` is not drawn
 * with a shipped face. `label` names the story in the message.
 */
export const expectShippedFonts: BrowserCommand<[label: string, marker: string]> = async (
  context,
  label,
  marker,
) => {
  const cdp = await sessionOf(context.page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  const body = find(root, (node) => {
    const attributes = node.attributes ?? [];
    const index = attributes.indexOf('data-font-check');
    return index >= 0 && attributes[index + 1] === marker;
  });
  if (!body) throw new Error(`The font check found no element marked ${marker}`);
  // All questions at once: the protocol answers them in order, without a round trip each.
  // A node a story's late re-render replaced after the snapshot is gone: nothing drawn to check.
  const drawn = await Promise.all(
    [...textElements(body)].map(async ({ element, text }) => {
      try {
        const { fonts } = (await cdp.send('CSS.getPlatformFontsForNode', {
          nodeId: element.nodeId,
        })) as { fonts: PlatformFont[] };
        return { element, text, fonts };
      } catch (error) {
        if (/Could not find node/.test(String(error))) return undefined;
        throw error;
      }
    }),
  );
  for (const { element, text, fonts } of drawn.filter((each) => each !== undefined)) {
    const problem = problemOf(text, fonts);
    if (problem) {
      const { computedStyle } = (await cdp.send('CSS.getComputedStyleForNode', {
        nodeId: element.nodeId,
      })) as { computedStyle: { name: string; value: string }[] };
      const family = computedStyle.find((property) => property.name === 'font-family')?.value;
      throw new Error(
        `${label}: ${problem} (font-family: ${family}); every text must use a font the project ships (tokens/src/fonts.ts)`,
      );
    }
  }
};
