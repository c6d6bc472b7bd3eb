/**
 * The options a new group will inherit from the parent chosen in the form (accounts-costing §6):
 * the parent's own options and those it inherits itself. The form shows them 'Activé groupe parent'
 * and locked as soon as the parent is chosen, as the created group will, rather than only after
 * creation.
 */
import { inheritedGroupOptions, type Group, type GroupOptions } from '@constat/domain';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { fetchGroup } from './adminApi.ts';

export function useParentOptions(parentId: number | null | undefined): GroupOptions | null {
  const { data } = useServerQuery<Group>({
    key: ['admin', 'parentGroup', parentId],
    load: () => fetchGroup(parentId ?? 0),
    enabled: parentId != null,
    // Not readable (offline): the server still applies the parent's options on creation.
    meta: { silent: true },
  });
  return parentId != null && data !== null ? inheritedGroupOptions([data, data.inheritedOptions]) : null;
}
