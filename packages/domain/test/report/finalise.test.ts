import { describe, expect, it } from 'vitest';
import { missingForwardingAddress, submitDestination } from '../../src/index.ts';

const renter = (sortantAddr?: string | null) => ({ name: 'A', sortantAddr });

describe('missingForwardingAddress', () => {
  it('warns only for a move-out whose tenant has no new address', () => {
    expect(missingForwardingAddress({ edlIO: 'Sortant', renter: renter(null) })).toBe(true);
    expect(missingForwardingAddress({ edlIO: 'Sortant', renter: renter('   ') })).toBe(true);
    expect(missingForwardingAddress({ edlIO: 'Sortant', renter: renter('8 rue Neuve') })).toBe(false);
    expect(missingForwardingAddress({ edlIO: 'Entrant', renter: renter(null) })).toBe(false);
  });
});

describe('submitDestination', () => {
  it('is the exit comparison when the report has a convention (convention.ts), else the recap', () => {
    expect(submitDestination({ edlIO: 'Sortant', conventionSortieManuelle: true })).toBe('recapConvention');
    expect(submitDestination({ edlIO: 'Sortant', duplicateFromEdlIO: 'Entrant' })).toBe('recapConvention');
    expect(submitDestination({ edlIO: 'Sortant' })).toBe('recap');
    expect(submitDestination({ edlIO: 'Entrant', conventionSortieManuelle: true })).toBe('recap');
  });
});
