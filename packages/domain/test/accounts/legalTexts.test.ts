import { describe, expect, it } from 'vitest';
import { DEFAULT_LEGAL_TEXTS, resolveLegalText } from '../../src/accounts/legalTexts.ts';

const holder = (edl: string | null, convention: string | null = null) => ({
  customLegalText: edl,
  customLegalTextConvention: convention,
});

describe('resolveLegalText: user -> group -> parent -> default', () => {
  it('takes the user first', () => {
    expect(resolveLegalText('edl', holder('U'), [holder('G'), holder('P')])).toEqual({
      text: 'U',
      origin: 'user',
    });
  });
  it('then the group, then a parent', () => {
    expect(resolveLegalText('edl', holder(null), [holder('G'), holder('P')])).toEqual({
      text: 'G',
      origin: 'group',
    });
    expect(resolveLegalText('edl', holder(null), [holder(null), holder(null), holder('R')])).toEqual({
      text: 'R',
      origin: 'parent',
    });
  });
  it('falls back to the default, per kind', () => {
    expect(resolveLegalText('convention', holder('U'), [holder('G')])).toEqual({
      text: DEFAULT_LEGAL_TEXTS.convention,
      origin: 'default',
    });
    expect(resolveLegalText('convention', null, [holder(null, 'GC')]).text).toBe('GC');
  });
});
