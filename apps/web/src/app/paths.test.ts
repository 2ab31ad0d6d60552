/**
 * The login's `redirect` (issue "Safe by default"): only a path of this very site is a place to
 * return to, whatever decoding a browser or the router applies to it; anything else goes home.
 */
import { describe, expect, it } from 'vitest';
import { paths, safeRedirect } from './paths';

const origin = 'https://amora.example';

describe('safeRedirect', () => {
  it.each([
    // Another host, however written.
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '/.//evil.example',
    // Encoded slashes and backslashes, once or twice.
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '/%252F%252Fevil.example',
    '/%255Cevil.example',
    '/a%2Fb',
    // Control characters and whitespace, which URL parsers drop.
    '\t/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%00',
    '/\u0000',
    ' /evil.example',
    '/ /evil.example',
    // Schemes.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example',
    'http://evil.example/',
    `${origin}/profile`,
    'https:evil.example',
    // Nothing to go to.
    '',
    'profile',
    './profile',
    '?x=1',
    '#top',
    '/%',
    '/%E0%A4%A',
  ])('sends %j home', (redirect) => {
    expect(safeRedirect(redirect, origin)).toBe(paths.home);
  });

  it('sends an overlong redirect home', () => {
    expect(safeRedirect(`/${'a'.repeat(3000)}`, origin)).toBe(paths.home);
  });

  it('sends a missing redirect home', () => {
    expect(safeRedirect(null, origin)).toBe(paths.home);
    expect(safeRedirect(null)).toBe(paths.home);
  });

  it.each([
    ['/', '/'],
    ['/ok?x=1#y', '/ok?x=1#y'],
    ['/messages/abc?new', '/messages/abc?new'],
    ['/settings', '/settings'],
    ['/search/123?page=2&sort=new', '/search/123?page=2&sort=new'],
    ['/profile/a%20b', '/profile/a%20b'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['/a/../settings', '/settings'],
  ])('keeps the path %j of this site', (redirect, expected) => {
    expect(safeRedirect(redirect, origin)).toBe(expected);
  });

  it('works without a browser location (server render, Node) too', () => {
    expect(safeRedirect('/likes')).toBe('/likes');
    expect(safeRedirect('/\\evil.example')).toBe(paths.home);
  });
});
