import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// The distance between two places, written once: milesBetween for JavaScript (clinical
// trials, tests), distanceSql for the database (organisation searches). Both are the
// haversine formula on the same sphere, so a distance shown from either agrees.

export interface Centre {
  latitude: number;
  longitude: number;
}

export interface Box {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** The sphere both formulas use (mean Earth radius). */
export const EARTH_RADIUS_MILES = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle (haversine) distance in miles from the centre, as a function of the other
 * place: the centre's cosine is computed once for the many places a count measures.
 */
export function milesFrom(centre: Centre): (latitude: number, longitude: number) => number {
  const cosCentre = Math.cos(radians(centre.latitude));
  return (latitude, longitude) => {
    const dLat = radians(latitude - centre.latitude);
    const dLng = radians(longitude - centre.longitude);
    const h =
      Math.sin(dLat / 2) ** 2 + cosCentre * Math.cos(radians(latitude)) * Math.sin(dLng / 2) ** 2;
    return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
  };
}

/** Great-circle (haversine) distance in miles. */
export function milesBetween(a: Centre, b: Centre): number {
  return milesFrom(a)(b.latitude, b.longitude);
}

// A degree of latitude is 69.1 miles on that sphere; 68.7 (the shortest on the real
// ellipsoid) makes the box a little larger, never smaller, than the circle.
const MILES_PER_DEGREE = 68.7;

/**
 * A latitude/longitude box that contains every point within `miles` of the centre, so the
 * B-tree on (latitude, longitude) can prefilter before the exact haversine test. Longitude
 * degrees shrink with the cosine of the latitude, taken at the box's edge nearest a pole.
 * Near a pole or across the 180th meridian the longitude range is simply the whole circle.
 */
export function boundingBox(centre: Centre, miles: number): Box {
  const latitudeDelta = miles / MILES_PER_DEGREE;
  const minLatitude = Math.max(-90, centre.latitude - latitudeDelta);
  const maxLatitude = Math.min(90, centre.latitude + latitudeDelta);
  const edge = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const cosine = Math.cos((edge * Math.PI) / 180);
  const longitudeDelta = cosine < 0.01 ? 360 : latitudeDelta / cosine;
  const minLongitude = centre.longitude - longitudeDelta;
  const maxLongitude = centre.longitude + longitudeDelta;
  if (minLongitude < -180 || maxLongitude > 180) {
    return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  }
  return { minLatitude, maxLatitude, minLongitude, maxLongitude };
}

/** The centre as SQL values (parameters): its cosine is computed once, not per row. */
export interface CentreSql {
  latitude: SQLWrapper;
  longitude: SQLWrapper;
  cosLatitude: SQLWrapper;
}

/**
 * Great-circle (haversine) miles from the centre to a point (columns). The values are cast
 * to float8: PostgreSQL would otherwise type parameters as numeric.
 */
export function distanceSql(
  centre: CentreSql,
  point: { latitude: SQLWrapper; longitude: SQLWrapper },
): SQL {
  const lat = sql`${centre.latitude}::float8`;
  const lng = sql`${centre.longitude}::float8`;
  return sql`(${2 * EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${point.latitude} - ${lat}) / 2), 2)
    + ${centre.cosLatitude}::float8 * cos(radians(${point.latitude}))
      * power(sin(radians(${point.longitude} - ${lng}) / 2), 2)))))`;
}
