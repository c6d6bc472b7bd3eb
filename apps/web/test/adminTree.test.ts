import { describe, expect, it } from 'vitest';
import type { GroupNode, User } from '@constat/domain';
import { groupUsersBack } from '../src/features/admin/access.ts';
import { filterTree, flattenTree, matches } from '../src/features/admin/groupTree.ts';

const node = (id: number, name: string, parentId: number | null): GroupNode => ({
  id,
  name,
  parentId,
  logo: null,
  userCount: 0,
});

describe('group tree', () => {
  const nodes = [node(1, 'Nord', null), node(3, 'Sud', null), node(2, 'Lille', 1), node(4, 'Roubaix', 2)];

  it('puts children under their parent, depth first', () => {
    expect(flattenTree(nodes).map((row) => [row.node.name, row.depth])).toEqual([
      ['Nord', 0],
      ['Lille', 1],
      ['Roubaix', 2],
      ['Sud', 0],
    ]);
  });

  it('makes a group whose parent is not visible a root (a group admin’s own group)', () => {
    expect(flattenTree([node(2, 'Lille', 1), node(4, 'Roubaix', 2)]).map((row) => row.depth)).toEqual([0, 1]);
  });

  it('keeps the ancestors of a match; searches without case nor accents', () => {
    expect(filterTree(flattenTree(nodes), 'roubaix').map((row) => row.node.name)).toEqual([
      'Nord',
      'Lille',
      'Roubaix',
    ]);
    expect(matches('helene', 'Hélène Dupré')).toBe(true);
    expect(matches('', null)).toBe(true);
  });
});

describe('back from a group user list (accounts-costing §2)', () => {
  const superAdmin = { admin: true, groupId: null } as User;
  const chief = { admin: true, groupId: 1 } as User;
  it('goes to the parent group when the admin sees it', () => {
    expect(groupUsersBack({ id: 2, parentId: 1 }, superAdmin)).toBe('/mon-compte/utilisateurs/groupe/1');
    expect(groupUsersBack({ id: 2, parentId: 1 }, chief)).toBe('/mon-compte/utilisateurs/groupe/1');
  });
  it('else to the users list for a super admin, else to the account', () => {
    expect(groupUsersBack({ id: 1, parentId: null }, superAdmin)).toBe('/mon-compte/utilisateurs');
    expect(groupUsersBack({ id: 1, parentId: 9 }, chief)).toBe('/mon-compte');
  });
});
