/**
 * Positions and distances other members may see. A member's position is snapped to the centre of
 * a fixed grid cell of about 1 km before any distance to it is computed, and the distance is
 * rounded to whole kilometres. Random noise would be averaged away by repeated queries; a fixed
 * grid is not: every query from anywhere answers exactly as if the member stood at the cell
 * centre, so trilateration from many observer positions can find the cell and nothing finer.
 */
export interface GeoPoint {
  lat: number;
  lon: number;
}

export const GRID_CELL_KM = 1;
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;
const LATITUDE_STEP = GRID_CELL_KM / KM_PER_DEGREE_LATITUDE;
/** Near the poles a 1 km longitude step would exceed the whole circle. */
const MAX_LONGITUDE_STEP = 1;

/**
 * The centre of the grid cell holding the point. Rows are fixed bands of latitude; within a row
 * the longitude step is the one that is 1 km wide at the row's centre, so cells stay about 1 km
 * square everywhere and the grid never depends on who is looking.
 */
export function snapToGrid(lat: number, lon: number): GeoPoint {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) {
    throw new RangeError('snapToGrid needs finite coordinates');
  }
  const clampedLat = Math.min(Math.max(lat, -90), 90);
  const row = Math.min(Math.floor((clampedLat + 90) / LATITUDE_STEP), rowCount() - 1);
  const rowCentreLat = -90 + (row + 0.5) * LATITUDE_STEP;
  const longitudeStep = longitudeStepAt(rowCentreLat);
  const wrappedLon = ((((lon + 180) % 360) + 360) % 360) - 180;
  const column = Math.floor((wrappedLon + 180) / longitudeStep);
  const columnCentreLon = -180 + (column + 0.5) * longitudeStep;
  return { lat: roundCoordinate(rowCentreLat), lon: roundCoordinate(columnCentreLon) };
}

/**
 * Distance in whole kilometres between the grid cells of two points, at least 1 (a member in the
 * same cell is 'about 1 km' away, never '0 km').
 */
export function coarseDistanceKm(a: GeoPoint, b: GeoPoint): number {
  const snappedA = snapToGrid(a.lat, a.lon);
  const snappedB = snapToGrid(b.lat, b.lon);
  return Math.max(1, Math.round(greatCircleKm(snappedA, snappedB)));
}

/** Haversine distance in kilometres. */
export function greatCircleKm(a: GeoPoint, b: GeoPoint): number {
  const toRadians = Math.PI / 180;
  const deltaLat = (b.lat - a.lat) * toRadians;
  const deltaLon = (b.lon - a.lon) * toRadians;
  const h =
    Math.sin(deltaLat / 2) ** 2 +
    Math.cos(a.lat * toRadians) * Math.cos(b.lat * toRadians) * Math.sin(deltaLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function rowCount(): number {
  return Math.ceil(180 / LATITUDE_STEP);
}

function longitudeStepAt(lat: number): number {
  const kmPerDegreeLongitude = KM_PER_DEGREE_LATITUDE * Math.cos((lat * Math.PI) / 180);
  const step = GRID_CELL_KM / kmPerDegreeLongitude;
  // A whole number of cells per row, so the row closes at the antimeridian without a sliver.
  const cellsPerRow = Math.max(1, Math.floor(360 / Math.min(step, MAX_LONGITUDE_STEP)));
  return 360 / cellsPerRow;
}

/** Six decimals (about 0.1 m) keep the centres stable through JSON and the database. */
function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
