export {
  DEFAULT_SEARCH_COUNTRY,
  DEFAULT_SEARCH_LIMIT,
  GAZETTEER_COUNTRIES,
  Gazetteer,
  type GazetteerCountry,
  getLocation,
  type LocationOption,
  type LocationSearch,
  loadGazetteer,
  MAX_SEARCH_LIMIT,
  type Place,
  searchLocations,
  toGazetteerCountry,
  toLocationOption,
} from './gazetteer.ts';
export {
  coarseDistanceKm,
  type GeoPoint,
  GRID_CELL_KM,
  greatCircleKm,
  snapToGrid,
} from './grid.ts';
export { normalizePlaceName } from './normalize.ts';
export { isValidPostalCode, normalizePostalCode } from './postal-codes.ts';
