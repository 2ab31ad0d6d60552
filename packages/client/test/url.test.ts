import { describe, expect, it } from 'vitest';
import { endpointUrl, linkUrl, toQueryString } from '../src/http/url.ts';

describe('urls', () => {
  it('leave absent query values out, repeat arrays and write dates as ISO', () => {
    expect(
      toQueryString({
        search: 'Köln am Rhein',
        page: undefined,
        next: null,
        type: ['like', 'visit'],
        since: new Date('2025-01-02T03:04:05.000Z'),
        premium: false,
      }),
    ).toBe(
      '?search=K%C3%B6ln+am+Rhein&type=like&type=visit' +
        '&since=2025-01-02T03%3A04%3A05.000Z&premium=false',
    );
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });

  it('put /v1 between the base URL and the filled path', () => {
    expect(
      endpointUrl(
        'https://amora.test/',
        '/chat/{id}/gift/{giftId}',
        { id: 'a/b', giftId: 3 },
        undefined,
      ),
    ).toBe('https://amora.test/v1/chat/a%2Fb/gift/3');
    expect(endpointUrl('', '/user', undefined, { page: 2 })).toBe('/v1/user?page=2');
  });

  it('resolve links with or without the /v1 prefix and keep absolute ones', () => {
    expect(linkUrl('', '/v1/dating?page=2')).toBe('/v1/dating?page=2');
    expect(linkUrl('', '/dating?page=2')).toBe('/v1/dating?page=2');
    expect(linkUrl('', 'dating?page=2')).toBe('/v1/dating?page=2');
    expect(linkUrl('', '/v10/x')).toBe('/v1/v10/x');
    expect(linkUrl('http://h:1', '/v1?page=2')).toBe('http://h:1/v1?page=2');
    expect(linkUrl('http://h:1', 'https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
  });
});
