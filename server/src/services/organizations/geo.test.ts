import { describe, expect, it } from 'vitest';
import { milesBetween } from '../geography/geography.ts';
import { boundingBox } from './geo.ts';

describe('boundingBox', () => {
  it('contains every point of the circle (checked on its edge in 360 directions)', () => {
    for (const centre of [
      { latitude: 39.9597, longitude: -75.2024 },
      { latitude: 64.8378, longitude: -147.7164 },
      { latitude: 18.4, longitude: -66.06 },
    ]) {
      for (const miles of [1, 50, 100, 500]) {
        const box = boundingBox(centre, miles);
        for (let bearing = 0; bearing < 360; bearing += 1) {
          // A point `miles` away on this bearing (small-step walk on the sphere).
          const radians = (bearing * Math.PI) / 180;
          const angular = miles / 3958.8;
          const lat1 = (centre.latitude * Math.PI) / 180;
          const lng1 = (centre.longitude * Math.PI) / 180;
          const lat2 = Math.asin(
            Math.sin(lat1) * Math.cos(angular) +
              Math.cos(lat1) * Math.sin(angular) * Math.cos(radians),
          );
          const lng2 =
            lng1 +
            Math.atan2(
              Math.sin(radians) * Math.sin(angular) * Math.cos(lat1),
              Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
            );
          const point = { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI };
          expect(milesBetween(centre, point)).toBeCloseTo(miles, 3);
          expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
          expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
          expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude);
          expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude);
        }
      }
    }
  });

  it('takes the whole longitude range across the 180th meridian', () => {
    expect(boundingBox({ latitude: 52, longitude: 179.5 }, 100)).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
  });
});
