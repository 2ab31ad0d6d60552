// Latency of the place search behind GET /v1/location (apps/server/src/location): builds
// the gazetteer once, then times a few thousand searches such as members type them (prefixes of
// one letter to whole names, folded spellings, misses) in all 13 countries, most in DE/AT/CH.
// Prints a markdown table with the machine noted. Run: `npx tsx bench/location.mjs`
// (tsx loads the server's TypeScript source directly).
import { cpus, totalmem } from 'node:os';
import { SeededRandom } from '../apps/server/src/demo/random.ts';
import { loadGazetteer, searchLocations } from '../apps/server/src/location/index.ts';

const QUERY_COUNT = 5000;
const WARM_UP_COUNT = 500;

const buildStarted = performance.now();
const gazetteer = loadGazetteer();
const buildMs = performance.now() - buildStarted;

const random = new SeededRandom(42);
const countryWeights = [
  ['de', 50],
  ['at', 10],
  ['ch', 10],
  ...['us', 'it', 'fr', 'gb', 'au', 'nz', 'pl', 'nl', 'dk', 'se'].map((code) => [code, 3]),
];
const placesByCountry = new Map(
  countryWeights.map(([country]) => [country, gazetteer.placesIn(country)]),
);

/** What a member has typed so far: a prefix of a real place name, sometimes folded or missing. */
function typedSearch() {
  const country = random.weighted(countryWeights);
  const place = random.pick(placesByCountry.get(country));
  const kind = random.next();
  if (kind < 0.05) return { country, search: 'Xq'.concat(random.integer(0, 999).toString()) };
  const name = kind < 0.15 ? place.city.toLowerCase().replace(/ü/g, 'ue') : place.city;
  return { country, search: name.slice(0, random.integer(1, Math.max(1, name.length))) };
}

const queries = Array.from({ length: QUERY_COUNT + WARM_UP_COUNT }, typedSearch);
const oneLetter = queries.filter((query) => query.search.length === 1);

function measure(list) {
  const timings = [];
  for (const query of list) {
    const started = performance.now();
    searchLocations(query);
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

measure(queries.slice(0, WARM_UP_COUNT));
const all = measure(queries.slice(WARM_UP_COUNT));
const shortest = measure(oneLetter);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (value) => `${value.toFixed(3)} ms`;
const row = (label, sorted) => {
  const cells = [0.5, 0.95, 0.99].map((p) => ms(percentile(sorted, p)));
  const max = ms(sorted[sorted.length - 1]);
  return `| ${label} | ${sorted.length} | ${cells.join(' | ')} | ${max} |`;
};

const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const today = new Date().toISOString().slice(0, 10);
console.info(`# Location search latency

Measured by \`npx tsx bench/location.mjs\` on ${cpu} (${cpus().length} cores,
${Math.round(totalmem() / 2 ** 30)} GiB), Node ${process.version}, ${today}.
Gazetteer: ${gazetteer.size} places in 13 countries, built in ${buildMs.toFixed(0)} ms (package load
included). One search = \`searchLocations({ search, country })\`, 10 results.

| Queries | Count | p50 | p95 | p99 | max |
| --- | ---: | ---: | ---: | ---: | ---: |
${row('all (prefixes, folded spellings, misses)', all)}
${row('one letter only (the most matches)', shortest)}
`);
