import { describe, expect, it } from 'vitest';
import { inheritedGroupOptions, isGroupAdmin, isSuperAdmin, resolveCustomColor } from '../../src/index.ts';

const off = {
  lockPasswords: false,
  shareEdls: false,
  uniqueProfile: false,
  defaultListAllProfiles: false,
  hideLegend: false,
};

describe('roles (accounts-costing §6)', () => {
  it('super admin is an admin without group; group admin is an admin with a group', () => {
    expect(isSuperAdmin({ admin: true, groupId: null })).toBe(true);
    expect(isSuperAdmin({ admin: true, groupId: 3 })).toBe(false);
    expect(isGroupAdmin({ admin: true, groupId: 3 })).toBe(true);
    expect(isGroupAdmin({ admin: false, groupId: 3 })).toBe(false);
    expect(isSuperAdmin({ admin: false, groupId: null })).toBe(false);
  });
});

describe('group options are inherited from the parent group', () => {
  it('an option on anywhere up the chain is on', () => {
    const child = { ...off };
    const parent = { ...off, shareEdls: true };
    const root = { ...off, lockPasswords: true };
    expect(inheritedGroupOptions([child, parent, root])).toEqual({
      ...off,
      shareEdls: true,
      lockPasswords: true,
    });
    expect(inheritedGroupOptions([])).toEqual(off);
  });
});

describe('main colour cascade: user, group, parent, product default 99c46a', () => {
  it('takes the first colour set', () => {
    expect(resolveCustomColor('ff0000', [{ customColor: '00ff00' }])).toEqual({
      color: 'ff0000',
      origin: 'user',
    });
    expect(resolveCustomColor(null, [{ customColor: '00ff00' }])).toEqual({
      color: '00ff00',
      origin: 'group',
    });
    expect(resolveCustomColor(null, [{ customColor: null }, { customColor: '0000ff' }])).toEqual({
      color: '0000ff',
      origin: 'parent',
    });
    expect(resolveCustomColor(null, [])).toEqual({ color: '99c46a', origin: 'default' });
  });
});

describe('auto-EDL create payload (accounts-costing §3, §5)', () => {
  it('needs the report to duplicate, an e-mail, floor/door and the profile', async () => {
    const { AutoEdlCreateSchema } = await import('../../src/index.ts');
    const valid = {
      duplicateFromId: 12,
      email: 'locataire@exemple.fr',
      preData: { etage: '2', numAppart: '24' },
      profileId: 3,
    };
    expect(AutoEdlCreateSchema.safeParse(valid).success).toBe(true);
    expect(AutoEdlCreateSchema.safeParse({ ...valid, email: 'pas-un-email' }).success).toBe(false);
    expect(
      AutoEdlCreateSchema.safeParse({ ...valid, preData: { etage: ' ', numAppart: '24' } }).success,
    ).toBe(false);
    expect(AutoEdlCreateSchema.safeParse({ ...valid, extra: true }).success).toBe(false);
  });
});

describe("a user's options as they apply: the user's own, or forced by a group", () => {
  it('group options win when on; lockPasswords removes the password change', async () => {
    const { effectiveUserOptions } = await import('../../src/index.ts');
    const own = {
      uniqueProfile: false,
      defaultListAllProfiles: true,
      hideLegend: false,
      canEditPasswords: true,
    };
    expect(effectiveUserOptions(own, [])).toEqual({ ...own, groupSharesEdls: false });
    expect(
      effectiveUserOptions(own, [off, { ...off, uniqueProfile: true, lockPasswords: true, shareEdls: true }]),
    ).toEqual({
      uniqueProfile: true,
      defaultListAllProfiles: true,
      hideLegend: false,
      canEditPasswords: false,
      groupSharesEdls: true,
    });
  });
});
