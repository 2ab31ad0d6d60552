/**
 * The visitor pages rendered by the server from the web app's render module
 * (http/server-render.ts). The module here is a small stand-in with the real one's signature, so
 * these tests are about what the server does with it: which page, language and theme it asks
 * for, what it puts in the page, the page's policy and encodings. The real module is exercised by
 * the e2e project.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Configuration, preferenceCookies } from '@amora/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedLanguages } from '../../src/http/server-render';
import { sessionCookieName } from '../../src/identity/sessions';
import { createTestApp, type TestApp } from '../helpers';

const template =
  '<!doctype html>\n<html lang="de">\n<head><title>Amora</title></head>\n' +
  '<body><div id="root"></div><script type="module" src="/assets/boot-1a2b.js"></script></body>\n</html>';

/** Renders what it was asked for, with an inline style as react-aria's hidden text has. */
const renderModule = `
export const renderPage = async ({ path, language, theme, configuration }) =>
  '<div data-theme="' + theme + '" style="display:contents"><h1>' + language + '</h1>' +
  '<h2>' + path + '</h2>' +
  '<span style="position:absolute;width:1px">' + configuration.features.gameCarousel + '</span>' +
  '<p>&lt;/script&gt;</p></div>';
`;

const styleHash = (value: string) =>
  `'sha256-${createHash('sha256').update(value).digest('base64')}'`;

describe('the visitor pages rendered by the server', () => {
  let server: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'amora-landing-'));
    await mkdir(path.join(webDist, '.ssr'), { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), template);
    await writeFile(path.join(webDist, '.ssr', 'ssr.js'), renderModule);
    server = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const landing = (headers: Record<string, string> = {}) =>
    server.inject({ method: 'GET', url: '/', headers });

  it('renders the page in the browser’s first language of ours, German when none is', async () => {
    const cases = [
      ['fr-CH, en;q=0.9', 'fr'],
      ['ja, en-GB;q=0.5, sv;q=0.8', 'sv'],
      ['da-DK', 'da'],
      ['ja', 'de'],
      ['', 'de'],
    ];
    for (const [header, language] of cases) {
      const response = await landing({ 'accept-language': header as string });
      expect(response.statusCode, header).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body, header).toContain(`<html lang="${language}">`);
      expect(response.body, header).toContain(`<h1>${language}</h1>`);
    }
  });

  it('takes the language and theme the visitor chose from their cookies', async () => {
    const response = await landing({
      'accept-language': 'fr',
      cookie: `${preferenceCookies.language}=pl; ${preferenceCookies.theme}=dark`,
    });
    expect(response.body).toContain('<html lang="pl">');
    expect(response.body).toContain('data-theme="dark"');
  });

  it('draws the page dark for a browser that says it prefers dark, and asks browsers to say', async () => {
    const light = await landing();
    expect(light.body).toContain('data-theme="light"');
    expect(light.headers['accept-ch']).toBe('sec-ch-prefers-color-scheme');
    expect(String(light.headers.vary)).toContain('sec-ch-prefers-color-scheme');
    const dark = await landing({ 'sec-ch-prefers-color-scheme': '"dark"' });
    expect(dark.body).toContain('data-theme="dark"');
  });

  it('carries this server’s configuration for the app to start with', async () => {
    const response = await landing();
    const json = /<script type="application\/json" id="amora-configuration">(.*?)<\/script>/s.exec(
      response.body,
    )?.[1];
    const configuration = v.parse(Configuration, JSON.parse(json ?? 'null'));
    const served = await server.inject({ method: 'GET', url: '/v1/configuration' });
    expect(configuration).toEqual(served.json());
    // Rendered with it, inside the root element, before the app's script.
    expect(response.body).toContain(
      `<div id="root"><div data-theme="light" style="display:contents"><h1>de</h1><h2>/</h2><span style="position:absolute;width:1px">${configuration.features.gameCarousel}</span>`,
    );
  });

  it('allows exactly the page’s inline style values, and nothing else inline', async () => {
    const response = await landing();
    const policy = String(response.headers['content-security-policy']);
    const styleSource = /style-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(styleSource?.sort()).toEqual(
      [
        "'self'",
        "'unsafe-hashes'",
        styleHash('display:contents'),
        styleHash('position:absolute;width:1px'),
      ].sort(),
    );
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('sends the page compressed to browsers that accept it', async () => {
    const plain = await landing();
    const compressed = await server.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('renders the login and the registration too, and no other page', async () => {
    for (const url of ['/login', '/register']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.body, url).toContain(`<h2>${url}</h2>`);
    }
    const other = await server.inject({ method: 'GET', url: '/forgot-password' });
    expect(other.body).toBe(template);
  });

  it('leaves a member’s pages and addresses with a query to the app: the plain page', async () => {
    const member = await landing({ cookie: `${sessionCookieName}=anything` });
    expect(member.statusCode).toBe(200);
    expect(member.body).toBe(template);
    for (const url of ['/?pid=42&cid=7', '/login?redirect=%2Fmessages', '/register?x=1']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(template);
    }
  });

  it('never serves the render module or the build manifest', async () => {
    for (const url of ['/.ssr/ssr.js', '/.vite/manifest.json']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.body, url).toBe(template);
    }
  });
});

describe('Accept-Language', () => {
  it('orders the ranges by weight, then by their place, without * and q=0', () => {
    expect(acceptedLanguages('en;q=0.5, fr-CH, de;q=0.9, *;q=0.1, it;q=0')).toEqual([
      'fr-CH',
      'de',
      'en',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
