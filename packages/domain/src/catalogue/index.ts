/**
 * The catalogue (inspection-core §3): rooms in display order, their elements in the detailed and
 * simplified templates, which rate fields each element shows, the choice lists and material lists,
 * the protected names, and the builders turning all this into report modules and entries.
 */
export * from './types.ts';
export * from './choices.ts';
export * from './materials.ts';
export * from './rooms.ts';
export * from './catalogueLookup.ts';
export * from './build.ts';
export * from './specialNames.ts';
export * from './rateInfo.ts';
export * from './catalogueNames.ts';
export * from './entries/index.ts';
export * from './popover.ts';
