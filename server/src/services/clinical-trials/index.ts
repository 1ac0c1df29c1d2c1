export * from './ctgov-client.ts';
export * from './ctgov-types.ts';
export * from './map-study.ts';
export * from './snapshot.ts';
export * from './trial-cache.ts';
export * from './trial-search.ts';
