import { describe, expect, it } from 'vitest';
import { buildCalibrationConfig, calibrationIdentityKey, CalibrationConfigSchema } from '../../src/index.ts';

describe('calibration config', () => {
  const config = buildCalibrationConfig();

  it('is a valid config with the four actions', () => {
    expect(CalibrationConfigSchema.parse(config)).toEqual(config);
    expect(config.actions).toEqual(['all', 'repair', 'replace', 'clean']);
  });

  it('prices walls per m² by nature and a door per unit; keys are not priced', () => {
    expect(config.elements['Murs']).toMatchObject({ type: 'coating', category: 'surfaces' });
    expect(config.elements['Murs']?.natures).toContain('Peinture');
    expect(config.elements['Porte']).toMatchObject({ type: 'equipment', natures: [] });
    expect(Object.values(config.elements).some((e) => e.category === 'keys')).toBe(false);
  });
});

describe('calibration identity', () => {
  const base = { reference: 'Murs', name: null, custom: false, nature: 'Peinture', action: 'repair' };

  it('null nature reads as all, and custom names ignore case and spaces', () => {
    expect(calibrationIdentityKey({ ...base, nature: null })).toBe(
      calibrationIdentityKey({ ...base, nature: 'all' }),
    );
    const custom = { reference: null, custom: true, nature: null, action: 'clean' };
    expect(calibrationIdentityKey({ ...custom, name: ' Volet Roulant ' })).toBe(
      calibrationIdentityKey({ ...custom, name: 'volet roulant' }),
    );
  });

  it('differs by action and by nature', () => {
    expect(calibrationIdentityKey(base)).not.toBe(calibrationIdentityKey({ ...base, action: 'replace' }));
    expect(calibrationIdentityKey(base)).not.toBe(calibrationIdentityKey({ ...base, nature: 'all' }));
  });
});
