import { describe, expect, it } from 'vitest';
import { RESERVED_NAMES, isReservedName, reservedNameMessage } from '../../src/index.ts';

describe("reserved names 'Photos', 'photos', 'Total des clés', 'total des clés' (inspection-core §5)", () => {
  it('are reserved, exactly those four spellings', () => {
    expect(RESERVED_NAMES).toEqual(['Photos', 'photos', 'Total des clés', 'total des clés']);
    for (const name of RESERVED_NAMES) expect(isReservedName(name)).toBe(true);
    expect(isReservedName(' Photos ')).toBe(true);
  });
  it('other names are free, including near misses', () => {
    for (const name of ['Photo', 'PHOTOS', 'Total des cles', 'Remise des clés', 'Salon', '']) {
      expect(isReservedName(name), name).toBe(false);
    }
  });
  it("gives the spec's message with the name", () => {
    expect(reservedNameMessage('Photos')).toBe(
      'Le nom "Photos" est réservé pour des fonctions particulières, vous ne pouvez pas le renommer ainsi car cela pourrait engendrer des bugs.',
    );
  });
});
