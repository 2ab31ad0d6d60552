/**
 * The pages a visitor starts on (the landing page, the login and the registration), rendered
 * here from the web app's own screens when the build has the render module (`.ssr/ssr.js` in the
 * web app's folder, from `vite build --ssr`): a visitor gets the whole page at once, in their
 * language and colour theme, with this server's configuration inside it, and the app's script
 * takes it over in the browser. The language and theme are the visitor's choice
 * (preferenceCookies), else the browser's languages and the colour scheme it tells (Chromium's
 * Sec-CH-Prefers-Color-Scheme hint, asked for with Accept-CH), else German and light. One render
 * per page, language and theme, made on first use and kept for the day with its compressed
 * copies. A request with a query (a redirect, a transient login, a campaign) or from a member
 * gets the plain page, which the app draws.
 *
 * The markup carries a few inline `style` attributes (react-aria's visually hidden text, the
 * theme wrapper), which the site's `style-src 'self'` would refuse; the page's policy allows
 * exactly those values by their hashes ('unsafe-hashes' with a hash of each value).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  type Configuration,
  type Language,
  languages,
  pickLanguage,
  preferenceCookies,
  renderedConfigurationElementId,
} from '@amora/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../identity/sessions';
import { configurationOf } from './configuration';
import { sendIndexHtml } from './web-app';

type Theme = 'light' | 'dark';
type RenderPage = (options: {
  path: string;
  language: Language;
  theme: Theme;
  configuration: Configuration;
}) => Promise<string>;

interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
  styleHashes: string[];
}

export const renderModulePath = (webDist: string) => path.join(webDist, '.ssr', 'ssr.js');

/** The language ranges of an Accept-Language header, the most wanted first. */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
      return { range: range.trim(), weight: quality ? Number(quality.trim().slice(2)) : 1, index };
    })
    .filter(({ range, weight }) => range !== '' && range !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ range }) => range);

const colourSchemeHint = 'sec-ch-prefers-color-scheme';

const languageOf = (request: FastifyRequest): Language => {
  const cookie = request.cookies[preferenceCookies.language];
  const chosen = languages.find((language) => language === cookie);
  return chosen ?? pickLanguage(acceptedLanguages(request.headers['accept-language']));
};

const themeOf = (request: FastifyRequest): Theme => {
  const chosen = request.cookies[preferenceCookies.theme];
  if (chosen === 'dark' || chosen === 'light') return chosen;
  return request.headers[colourSchemeHint] === '"dark"' ? 'dark' : 'light';
};

/** An attribute's value as the browser reads it (React escapes these five). */
const unescapeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const styleHashesOf = (markup: string) => [
  ...new Set(
    [...markup.matchAll(/ style="([^"]*)"/g)].map(
      ([, value]) =>
        `'sha256-${createHash('sha256')
          .update(unescapeAttribute(value ?? ''))
          .digest('base64')}'`,
    ),
  ),
];

/** JSON inside a script element: nothing in it may close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The pages rendered here: where visitors arrive from outside. */
export const serverRenderedPaths = ['/', '/login', '/register'] as const;
type RenderedPath = (typeof serverRenderedPaths)[number];

export const registerServerRender = async (app: FastifyInstance, webDist: string) => {
  const modulePath = renderModulePath(webDist);
  if (!existsSync(modulePath)) return;
  const { renderPage } = (await import(pathToFileURL(modulePath).href)) as {
    renderPage: RenderPage;
  };
  const template = await readFile(path.join(webDist, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) {
    throw new Error(`${webDist}/index.html has no empty <div id="root"></div> to render into`);
  }
  const configuration = configurationOf(app);

  const render = async (address: RenderedPath, language: Language, theme: Theme) => {
    const markup = await renderPage({ path: address, language, theme, configuration });
    const html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${markup}</div>` +
          `<script type="application/json" id="${renderedConfigurationElementId}">` +
          `${scriptSafeJson(configuration)}</script>`,
      );
    const page: Page = {
      html,
      br: brotliCompressSync(html),
      gzip: gzipSync(html, { level: 9 }),
      styleHashes: styleHashesOf(markup),
    };
    return page;
  };
  const pages = new Map<string, Promise<Page>>();
  /** The renders are kept for a day: the pages show the year, which changes overnight. */
  let renderedOn = '';
  const pageOf = (address: RenderedPath, language: Language, theme: Theme) => {
    const today = new Date().toISOString().slice(0, 10);
    if (today !== renderedOn) {
      pages.clear();
      renderedOn = today;
    }
    const key = `${address} ${language} ${theme}`;
    let page = pages.get(key);
    if (!page) {
      page = render(address, language, theme);
      pages.set(key, page);
      // A failed render is tried again by the next visitor, not kept.
      page.catch(() => pages.delete(key));
    }
    return page;
  };

  for (const address of serverRenderedPaths) {
    app.get(address, async (request, reply) => {
      // A member's pages are drawn by the app; a rendered page would only flash before them.
      if (request.cookies[sessionCookieName] || request.url !== address) {
        return sendIndexHtml(reply);
      }
      const page = await pageOf(address, languageOf(request), themeOf(request));
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      reply
        .header(
          'content-security-policy',
          policy.replace(
            /style-src ([^;]*)/,
            `style-src $1 'unsafe-hashes' ${page.styleHashes.join(' ')}`,
          ),
        )
        .header('cache-control', 'no-cache')
        .header('accept-ch', colourSchemeHint)
        .header('vary', `accept-language, cookie, accept-encoding, ${colourSchemeHint}`)
        .type('text/html; charset=utf-8');
      const encodings = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(encodings)) return reply.header('content-encoding', 'br').send(page.br);
      if (/\bgzip\b/.test(encodings)) {
        return reply.header('content-encoding', 'gzip').send(page.gzip);
      }
      return reply.send(page.html);
    });
  }
};
