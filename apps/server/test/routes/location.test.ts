import { errorCodes, LocationList } from '@amora/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MemberServer, outcome, startMemberServer } from './user/support';

let server: MemberServer;
beforeAll(async () => {
  server = await startMemberServer();
});
afterAll(() => server?.close());

describe('GET /location', () => {
  it('finds places of Germany by name prefix when no country is given', async () => {
    const places = await server.visitor().api.location.search({ query: { search: 'Berl' } });
    expect(places?.items[0]).toMatchObject({ city: 'Berlin', zip: '', country: 'de' });
    expect(places?.count).toBe(places?.items.length);
    expect(places?.items.every((place) => place.country === 'de')).toBe(true);
  });

  it('searches the country asked for, in any case, with the spellings members type', async () => {
    const api = server.visitor().api;
    expect(
      (await api.location.search({ query: { search: 'Wien', country: 'AT' } }))?.items[0],
    ).toMatchObject({
      city: 'Wien',
      country: 'at',
    });
    expect(
      (await api.location.search({ query: { search: 'muenchen', country: 'de' } }))?.items[0],
    ).toMatchObject({
      city: 'München',
    });
    expect(
      (await api.location.search({ query: { search: 'zurich', country: 'ch' } }))?.items[0]?.city,
    ).toBe('Zürich');
  });

  it('answers an empty list for an empty search', async () => {
    expect(await server.visitor().api.location.search({ query: { search: '  ' } })).toEqual({
      items: [],
      count: 0,
    });
  });

  it('refuses a country outside the 13', async () => {
    const result = await server.visitor().api.location.search.request({
      query: { search: 'Paris', country: 'es' },
    });
    expect(outcome(result)).toMatchObject({
      ok: false,
      status: 400,
      code: errorCodes.VALIDATION_FAILED,
    });
  });

  it('answers in well under 10 ms of work', async () => {
    const visitor = server.visitor();
    const searches = ['B', 'Ham', 'Frank', 'Mü', 'Kö', 'Stu', 'Dres', 'Le', 'Bre', 'Han'];
    await visitor.fetch('/v1/location?search=warm');
    // CPU time rather than wall time: the suite runs files in parallel on few cores, and a
    // request waiting for its turn is not a slow request. Client and server share the process,
    // so the figure includes both ends of each call.
    const before = process.cpuUsage();
    const rounds = 5;
    for (let round = 0; round < rounds; round++) {
      for (const search of searches) {
        const response = await visitor.fetch(`/v1/location?search=${encodeURIComponent(search)}`);
        v.parse(LocationList, await response.json());
      }
    }
    const used = process.cpuUsage(before);
    const millisecondsPerCall = (used.user + used.system) / 1000 / (rounds * searches.length);
    expect(millisecondsPerCall).toBeLessThan(10);
  });
});
