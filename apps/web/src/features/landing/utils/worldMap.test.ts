import { describe, expect, it } from 'vitest';
import worldLand from '../assets/world-land.svg?raw';
import { MAP_HEIGHT, MAP_WIDTH, OFFICES, project } from './worldMap.ts';

type Point = readonly [number, number];

/** The land's outlines as the picture draws them, by name, in map coordinates. */
const LAND: Record<string, string> = Object.fromEntries(
  [...worldLand.matchAll(/<path id="(\w+)" d="([^"]+)"/g)].map(([, name, d]) => [name ?? '', d ?? '']),
);
const rings = Object.values(LAND).map((d) =>
  [...d.matchAll(/[ML]([\d.]+) ([\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)] as Point),
);

describe('worldMap', () => {
  it('projects the corners of the map to the corners of the box', () => {
    expect(project([-180, 80])).toEqual([0, 0]);
    const [x, y] = project([180, -58]);
    expect(x).toBe(MAP_WIDTH);
    expect(y).toBeCloseTo(MAP_HEIGHT, 0);
  });

  it('draws the land in the box the offices are projected into', () => {
    expect(worldLand).toContain(`viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"`);
    expect(rings.length).toBeGreaterThan(20);
  });

  it('puts every office on land', () => {
    for (const office of OFFICES) {
      expect(
        rings.some((ring) => isInside(project(office.at), ring)),
        office.key,
      ).toBe(true);
    }
  });

  it('keeps the open sea out of the continents', () => {
    expect(rings.some((ring) => isInside(project([-40, 30]), ring))).toBe(false); // North Atlantic
    expect(rings.some((ring) => isInside(project([-140, 0]), ring))).toBe(false); // Pacific
  });

  it('draws closed SVG paths', () => {
    expect(LAND.cuba).toMatch(/^M[\d. ]+ L.* Z$/);
    for (const d of Object.values(LAND)) expect(d).toMatch(/^M[\d. ]+ L.* Z$/);
  });
});

/** Ray casting: true when the point lies inside the ring. */
function isInside([px, py]: Point, ring: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
