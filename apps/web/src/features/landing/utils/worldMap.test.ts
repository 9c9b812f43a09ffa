import { describe, expect, it } from 'vitest';
import { isInside, LAND, MAP_HEIGHT, MAP_WIDTH, OFFICES, project, ringPath } from './worldMap.ts';

describe('worldMap', () => {
  it('projects the corners of the map to the corners of the box', () => {
    expect(project([-180, 80])).toEqual([0, 0]);
    const [x, y] = project([180, -58]);
    expect(x).toBe(MAP_WIDTH);
    expect(y).toBeCloseTo(MAP_HEIGHT, 0);
  });

  it('puts every office on land', () => {
    const rings = Object.values(LAND);
    for (const office of OFFICES) {
      expect(
        rings.some((ring) => isInside(office.at, ring)),
        office.key,
      ).toBe(true);
    }
  });

  it('keeps the open sea out of the continents', () => {
    const rings = Object.values(LAND);
    expect(rings.some((ring) => isInside([-40, 30], ring))).toBe(false); // North Atlantic
    expect(rings.some((ring) => isInside([-140, 0], ring))).toBe(false); // Pacific
  });

  it('writes closed SVG paths', () => {
    expect(ringPath(LAND.cuba ?? [])).toMatch(/^M[\d. ]+ L.* Z$/);
  });
});
