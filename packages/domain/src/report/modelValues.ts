/**
 * The fixed values of the inspection model (model.ts builds its schemas on them). Kept apart from the
 * schemas so that the rules and screens that only need a list of values do not build every zod
 * schema of the model when they load (measured: 25-60 ms on a mid-range phone).
 */
export const EDL_IO = ['Entrant', 'Sortant'] as const;

export const TEMPLATES = ['default', 'simple'] as const;

export const COSTING_ACTIONS = ['repair', 'replace', 'clean'] as const;

/** A SHA-256 digest in lower-case hex: the address of a photo or signature image on the server. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;

export const RENTER_KEYS = ['renter', 'renter2', 'renter3', 'renter4', 'renter5'] as const;
export type RenterKey = (typeof RENTER_KEYS)[number];
