/**
 * The offices map's projection, equirectangular, and its offices. The land it shows is a static
 * picture drawn in the same projection (assets/world-land.svg), shipped with the app: no map tiles
 * or remote requests.
 */
export type LonLat = readonly [number, number];

/** The map shows latitudes 80° N to 58° S over the full 360° of longitude. */
export const MAP_WIDTH = 1000;
const NORTH = 80;
const SOUTH = -58;
export const MAP_HEIGHT = ((NORTH - SOUTH) / 360) * MAP_WIDTH;

export function project([lon, lat]: LonLat): [number, number] {
  const x = ((lon + 180) / 360) * MAP_WIDTH;
  const y = ((NORTH - lat) / 360) * MAP_WIDTH;
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

/** Office locations (longitude, latitude). */
export const OFFICES = [
  { key: 'bogota', at: [-74.07, 4.71] as LonLat },
  { key: 'mexico', at: [-99.13, 19.43] as LonLat },
  { key: 'miami', at: [-80.19, 25.76] as LonLat },
  { key: 'kualaLumpur', at: [101.69, 3.14] as LonLat },
] as const;
