import { describe, expect, it } from 'vitest';
import {
  activeExtraEmailKeys,
  activeRenterKeys,
  addExtraEmail,
  addGarant,
  addRenter,
  canRemoveRenter,
  infoFormVisibility,
  isRepresented,
  removeGarant,
  removeLastExtraEmail,
  removeLastRenter,
  setPresence,
  type ReportInfo,
} from '../../src/index.ts';
import { validInfo } from './fixtures.ts';

function times(info: ReportInfo, n: number, step: (i: ReportInfo) => ReportInfo): ReportInfo {
  let current = info;
  for (let i = 0; i < n; i += 1) current = step(current);
  return current;
}

describe('tenants: max 5, add hidden from 5, remove only the last from the second up, min 1 (inspection-core §5)', () => {
  it('adds empty tenants up to 5, then the add button is hidden and adding does nothing', () => {
    const four = times(validInfo(), 3, addRenter);
    expect(four.nbRenters).toBe(4);
    expect(four.renter4).toEqual({ name: null, email: null, tel: null, represented: 'non' });
    expect(infoFormVisibility(four, 'Entrant').addRenter).toBe(true);
    const five = addRenter(four);
    expect(activeRenterKeys(five)).toEqual(['renter', 'renter2', 'renter3', 'renter4', 'renter5']);
    expect(infoFormVisibility(five, 'Entrant').addRenter).toBe(false);
    expect(addRenter(five)).toBe(five);
  });
  it('only the last tenant is removable, from the second one up', () => {
    const three = times(validInfo(), 2, addRenter);
    expect(canRemoveRenter(three, 'renter3')).toBe(true);
    expect(canRemoveRenter(three, 'renter2')).toBe(false);
    expect(canRemoveRenter(validInfo(), 'renter')).toBe(false);
    expect(infoFormVisibility(three, 'Entrant').removableRenter).toBe('renter3');
    expect(infoFormVisibility(validInfo(), 'Entrant').removableRenter).toBeNull();
  });
  it('removing keeps at least one tenant and leaves the input untouched', () => {
    const two = addRenter(validInfo());
    const one = removeLastRenter(two);
    expect(one.nbRenters).toBe(1);
    expect(one.renter2).toBeNull();
    expect(two.nbRenters).toBe(2);
    expect(removeLastRenter(one)).toBe(one);
  });
});

describe('extra emails 0..3 (inspection-core §5)', () => {
  it('adds up to 3 and removes the last', () => {
    const three = times(validInfo(), 4, addExtraEmail);
    expect(three.nbExtraEmails).toBe(3);
    expect(activeExtraEmailKeys(three)).toEqual(['extraEmail', 'extraEmail2', 'extraEmail3']);
    expect(infoFormVisibility(three, 'Entrant').addExtraEmail).toBe(false);
    const filled = { ...three, extraEmail3: 'x@example.fr' };
    const two = removeLastExtraEmail(filled);
    expect(two.nbExtraEmails).toBe(2);
    expect(two.extraEmail3).toBeNull();
    const none = times(two, 3, removeLastExtraEmail);
    expect(none.nbExtraEmails).toBe(0);
    expect(activeExtraEmailKeys(none)).toEqual([]);
  });
});

describe('garant: at most one, initially empty name; represented toggle only with a garant (inspection-core §5)', () => {
  it('adds one garant with an empty name, and only one', () => {
    const withGarant = addGarant(validInfo());
    expect(withGarant.garant).toEqual({ name: '' });
    expect(addGarant(withGarant)).toBe(withGarant);
    const shown = infoFormVisibility(withGarant, 'Entrant');
    expect(shown).toMatchObject({ addGarant: false, removeGarant: true, representedToggle: true });
  });
  it('without a garant the represented toggle is hidden', () => {
    expect(infoFormVisibility(validInfo(), 'Entrant')).toMatchObject({
      addGarant: true,
      removeGarant: false,
      representedToggle: false,
    });
  });
  it('removing the garant unsets represented on every tenant', () => {
    const info = addRenter(addGarant(validInfo()));
    const represented = {
      ...info,
      renter: { ...info.renter, represented: 'oui' },
      renter2: { name: 'Paul', represented: true },
    };
    const removed = removeGarant(represented);
    expect(removed.garant).toBeNull();
    expect(isRepresented(removed.renter)).toBe(false);
    expect(isRepresented(removed.renter2)).toBe(false);
    expect(removeGarant(removed)).toBe(removed);
  });
  it("represented is false, 'non', or a truthy value", () => {
    expect(
      [false, 'non', '', null, undefined, true, 'oui', '1'].map((represented) =>
        isRepresented({ represented }),
      ),
    ).toEqual([false, false, false, false, false, true, true, true]);
    expect(isRepresented(null)).toBe(false);
  });
});

describe('cellar and parking numbers; move-out fields (inspection-core §5)', () => {
  it('the cellar number shows only with a cellar, the parking number only with parking', () => {
    expect(infoFormVisibility(validInfo(), 'Entrant')).toMatchObject({
      numeroCave: true,
      numeroParking: false,
    });
    const parking = setPresence(validInfo(), 'presenceParking', 'oui');
    expect(infoFormVisibility(parking, 'Entrant').numeroParking).toBe(true);
  });
  it('turning a presence off clears its hidden number', () => {
    const noCellar = setPresence(validInfo(), 'presenceCave', 'non');
    expect(noCellar.bien).toMatchObject({ presenceCave: 'non', numeroCave: null });
    expect(infoFormVisibility(noCellar, 'Entrant').numeroCave).toBe(false);
    expect(setPresence(validInfo(), 'presenceCave', 'oui').bien.numeroCave).toBe('12');
  });
  it('a move-out shows the entry date and the forwarding address', () => {
    expect(infoFormVisibility(validInfo(), 'Sortant')).toMatchObject({
      entryDate: true,
      forwardingAddress: true,
    });
    expect(infoFormVisibility(validInfo(), 'Entrant')).toMatchObject({
      entryDate: false,
      forwardingAddress: false,
    });
  });
});
