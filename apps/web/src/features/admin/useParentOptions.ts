/**
 * The options a new group will inherit from the parent chosen in the form (accounts-costing §6):
 * the parent's own options and those it inherits itself. The form shows them 'Activé groupe parent'
 * and locked as soon as the parent is chosen, as the created group will, rather than only after
 * creation.
 */
import { inheritedGroupOptions, type GroupOptions } from '@constat/domain';
import { useEffect, useState } from 'react';
import { fetchGroup } from './adminApi.ts';

export function useParentOptions(parentId: number | null | undefined): GroupOptions | null {
  const [loaded, setLoaded] = useState<{ parentId: number; options: GroupOptions } | null>(null);
  useEffect(() => {
    if (parentId == null) return;
    let current = true;
    fetchGroup(parentId).then(
      (parent) =>
        current && setLoaded({ parentId, options: inheritedGroupOptions([parent, parent.inheritedOptions]) }),
      // Not readable (offline): the server still applies the parent's options on creation.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [parentId]);
  return parentId != null && loaded?.parentId === parentId ? loaded.options : null;
}
