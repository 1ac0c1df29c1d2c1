import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestDatabase } from '../../../test/test-databases.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { boundingBox, distanceSql, EARTH_RADIUS_MILES, milesBetween } from './distance.ts';

const PHILADELPHIA = { latitude: 39.9526, longitude: -75.1652 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };

describe('milesBetween (haversine)', () => {
  it('puts Philadelphia about 80 miles from New York', () => {
    expect(Math.abs(milesBetween(PHILADELPHIA, NEW_YORK) - 80)).toBeLessThanOrEqual(3);
  });

  it('is zero for one place and the same both ways', () => {
    expect(milesBetween(PHILADELPHIA, PHILADELPHIA)).toBe(0);
    expect(milesBetween(NEW_YORK, PHILADELPHIA)).toBeCloseTo(milesBetween(PHILADELPHIA, NEW_YORK));
  });

  it('handles the antimeridian and the poles', () => {
    // Two points 0.2° apart across 180° are ~14 miles apart at the equator, not ~25,000.
    const east = { latitude: 0, longitude: 179.9 };
    const west = { latitude: 0, longitude: -179.9 };
    expect(milesBetween(east, west)).toBeCloseTo(13.8, 0);
    const north = { latitude: 90, longitude: 0 };
    const south = { latitude: -90, longitude: 0 };
    expect(milesBetween(north, south)).toBeCloseTo(Math.PI * EARTH_RADIUS_MILES, 0);
  });
});

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

describe.each(databaseKinds)('distanceSql on $kind', (kind) => {
  const database = useTestDatabase(kind);

  it('gives the distance milesBetween gives, so SQL and JavaScript agree', async () => {
    const points = [
      PHILADELPHIA,
      NEW_YORK,
      { latitude: 64.8378, longitude: -147.7164 },
      { latitude: 0, longitude: 179.9 },
      { latitude: 0, longitude: -179.9 },
      { latitude: -33.87, longitude: 151.21 },
    ];
    for (const a of points) {
      for (const b of points) {
        const centre = {
          latitude: sql`${a.latitude}::float8`,
          longitude: sql`${a.longitude}::float8`,
          cosLatitude: sql`${Math.cos((a.latitude * Math.PI) / 180)}::float8`,
        };
        const point = {
          latitude: sql`${b.latitude}::float8`,
          longitude: sql`${b.longitude}::float8`,
        };
        const [row] = await sqlRows<{ miles: number }>(
          database().db,
          sql`select ${distanceSql(centre, point)} as miles`,
        );
        expect(row?.miles).toBeCloseTo(milesBetween(a, b), 6);
      }
    }
  });
});
