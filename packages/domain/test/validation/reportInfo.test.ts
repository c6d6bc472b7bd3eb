import { describe, expect, it } from 'vitest';
import { isCalendarDate, isReportInfoValid, validateReportInfo, type ReportInfo } from '../../src/index.ts';
import { validInfo } from './fixtures.ts';

const entrant = { edlIO: 'Entrant' } as const;

describe('info form required fields (inspection-core §5)', () => {
  it('a complete form is valid (empty map)', () => {
    expect(validateReportInfo(validInfo(), entrant)).toEqual({});
    expect(isReportInfoValid(validInfo(), entrant)).toBe(true);
  });
  it("selects genre and typeLogement: 'Vous devez choisir une valeur'", () => {
    const info = validInfo();
    info.bien.genre = null;
    info.bien.typeLogement = '';
    expect(validateReportInfo(info, entrant)).toEqual({
      'bien.genre': 'Vous devez choisir une valeur',
      'bien.typeLogement': 'Vous devez choisir une valeur',
    });
  });
  it("inputs mandataire, addr, codePostal, ville, etage, numAppart: 'Vous devez renseigner ce champ'", () => {
    const info = validInfo();
    for (const field of ['mandataire', 'addr', 'codePostal', 'ville', 'etage', 'numAppart'] as const)
      info.bien[field] = '  ';
    expect(validateReportInfo(info, entrant)).toEqual({
      'bien.mandataire': 'Vous devez renseigner ce champ',
      'bien.addr': 'Vous devez renseigner ce champ',
      'bien.codePostal': 'Vous devez renseigner ce champ',
      'bien.ville': 'Vous devez renseigner ce champ',
      'bien.etage': 'Vous devez renseigner ce champ',
      'bien.numAppart': 'Vous devez renseigner ce champ',
    });
    expect(isReportInfoValid(info, entrant)).toBe(false);
  });
  it("each tenant's name is required, only for the tenants shown", () => {
    const info: ReportInfo = {
      ...validInfo(),
      nbRenters: 3,
      renter: { name: null },
      renter2: { name: 'Paul' },
      renter3: null,
      renter4: { name: null },
    };
    expect(validateReportInfo(info, entrant)).toEqual({
      'renter.name': 'Vous devez renseigner ce champ',
      'renter3.name': 'Vous devez renseigner ce champ',
    });
  });
  it("toggles must be 'oui' or 'non'", () => {
    const info = validInfo();
    Object.assign(info.bien, { meuble: 'peut-être', presenceGrenier: null, etatReinit: 'yes' });
    expect(validateReportInfo(info, entrant)).toEqual({
      'bien.meuble': 'Vous devez choisir une valeur',
      'bien.presenceGrenier': 'Vous devez choisir une valeur',
      'bien.etatReinit': 'Vous devez choisir une valeur',
    });
    expect(
      validateReportInfo({ ...validInfo(), bien: { ...validInfo().bien, etatReinit: 'oui' } }, entrant),
    ).toEqual({});
  });
  it('tenants 1..5 and extra emails 0..3', () => {
    expect(validateReportInfo({ ...validInfo(), nbRenters: 0 }, entrant)).toHaveProperty('nbRenters');
    expect(validateReportInfo({ ...validInfo(), nbRenters: 6 }, entrant)).toHaveProperty('nbRenters');
    expect(validateReportInfo({ ...validInfo(), nbExtraEmails: 4 }, entrant)).toEqual({
      nbExtraEmails: "Le nombre d'e-mails supplémentaires doit être compris entre 0 et 3",
    });
    expect(validateReportInfo({ ...validInfo(), nbExtraEmails: 3 }, entrant)).toEqual({});
  });
  it('at most one garant, whose name is not required', () => {
    expect(validateReportInfo({ ...validInfo(), garant: { name: '' } }, entrant)).toEqual({});
  });
  it("a move-out's entry date, when given, is a calendar date", () => {
    expect(validateReportInfo({ ...validInfo(), entryDate: '2021-09-01' }, { edlIO: 'Sortant' })).toEqual({});
    expect(validateReportInfo({ ...validInfo(), entryDate: null }, { edlIO: 'Sortant' })).toEqual({});
    expect(
      validateReportInfo({ ...validInfo(), entryDate: '01/09/2021' }, { edlIO: 'Sortant' }),
    ).toHaveProperty('entryDate');
  });
  it("a move-out's entry date must exist in the calendar: '2024-13-45' and '2024-02-30' are refused", () => {
    for (const date of ['2024-13-45', '2024-02-30', '2023-02-29', '2024-04-31', '2024-00-10'])
      expect(validateReportInfo({ ...validInfo(), entryDate: date }, { edlIO: 'Sortant' }), date).toEqual({
        entryDate: "La date d'entrée doit être une date valide",
      });
    for (const date of ['2024-02-29', '2023-12-31'])
      expect(validateReportInfo({ ...validInfo(), entryDate: date }, { edlIO: 'Sortant' }), date).toEqual({});
    expect(isCalendarDate('2024-1-5')).toBe(false);
  });
});

describe('self-service info form requires only the renter name (inspection-core §5)', () => {
  it('ignores the property fields', () => {
    const info = validInfo();
    info.bien.genre = null;
    info.bien.addr = null;
    expect(validateReportInfo(info, { edlIO: 'Sortant', selfService: true })).toEqual({});
  });
  it('requires the renter name', () => {
    const info = { ...validInfo(), renter: { name: ' ' } };
    expect(validateReportInfo(info, { edlIO: 'Entrant', selfService: true })).toEqual({
      'renter.name': 'Vous devez renseigner ce champ',
    });
  });
});
