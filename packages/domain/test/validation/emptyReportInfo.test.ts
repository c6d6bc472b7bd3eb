import { describe, expect, it } from 'vitest';
import {
  emptyReportInfo,
  infoFormVisibility,
  ReportInfoSchema,
  REQUIRED_INPUT_MESSAGE,
  REQUIRED_SELECT_MESSAGE,
  validateReportInfo,
} from '../../src/index.ts';

describe('emptyReportInfo', () => {
  it('is a valid ReportInfo with toggles at non, one tenant, no garant and no extra e-mail', () => {
    const info = emptyReportInfo();
    expect(ReportInfoSchema.parse(info)).toEqual(info);
    expect(info.bien.meuble).toBe('non');
    expect(info.bien.presenceCave).toBe('non');
    expect(info.nbRenters).toBe(1);
    expect(info.nbExtraEmails).toBe(0);
    expect(info.garant).toBeNull();
  });

  it('shows every required-field message of the spec until filled', () => {
    const errors = validateReportInfo(emptyReportInfo(), { edlIO: 'Entrant' });
    expect(errors).toEqual({
      'renter.name': REQUIRED_INPUT_MESSAGE,
      'bien.genre': REQUIRED_SELECT_MESSAGE,
      'bien.typeLogement': REQUIRED_SELECT_MESSAGE,
      'bien.mandataire': REQUIRED_INPUT_MESSAGE,
      'bien.addr': REQUIRED_INPUT_MESSAGE,
      'bien.codePostal': REQUIRED_INPUT_MESSAGE,
      'bien.ville': REQUIRED_INPUT_MESSAGE,
      'bien.etage': REQUIRED_INPUT_MESSAGE,
      'bien.numAppart': REQUIRED_INPUT_MESSAGE,
    });
  });

  it('returns a fresh object each time (forms never share state)', () => {
    const a = emptyReportInfo();
    a.bien.addr = '1 rue de la Paix';
    expect(emptyReportInfo().bien.addr).toBeNull();
    expect(infoFormVisibility(emptyReportInfo(), 'Sortant').forwardingAddress).toBe(true);
  });
});
