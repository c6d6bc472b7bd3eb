/**
 * Choosing a group (a user's group, a group's parent): the groups the admin sees, each named with
 * its path ("Nord > Lille"), and for a super admin an option for none ("Sans groupe" for a user, no
 * parent for a group). `exclude` leaves out a group and its sub-groups (a group's own subtree).
 */
import type { GroupNode } from '@constat/domain';
import { useMemo } from 'react';
import { IonItem, IonSelect, IonSelectOption } from '../../ui/ionic.ts';
import { flattenTree } from './groupTree.ts';

interface GroupSelectProps {
  name: string;
  label: string;
  nodes: readonly GroupNode[];
  value: number | null;
  /** The label of the "none" choice, or null when it is not offered. */
  noneLabel: string | null;
  exclude?: number;
  disabled?: boolean;
  error?: string;
  onChange: (groupId: number | null) => void;
}

export function GroupSelect({
  name,
  label,
  nodes,
  value,
  noneLabel,
  exclude,
  disabled,
  error,
  onChange,
}: GroupSelectProps) {
  const options = useMemo(() => {
    const rows = flattenTree(nodes);
    const names = new Map<number, string>();
    const excluded = new Set<number>();
    return rows.flatMap((row) => {
      const path =
        row.parent && names.has(row.parent.id)
          ? `${names.get(row.parent.id)} > ${row.node.name}`
          : row.node.name;
      names.set(row.node.id, path);
      if (row.node.id === exclude || (row.parent && excluded.has(row.parent.id))) {
        excluded.add(row.node.id);
        return [];
      }
      return [{ id: row.node.id, label: path }];
    });
  }, [nodes, exclude]);
  return (
    <IonItem className={`admin-select select-${name}`}>
      <IonSelect
        name={name}
        data-field={name}
        label={label}
        interface="action-sheet"
        value={value === null ? (noneLabel === null ? undefined : 'none') : String(value)}
        disabled={disabled}
        onIonChange={(event) => {
          const chosen = String(event.detail.value);
          onChange(chosen === 'none' ? null : Number(chosen));
        }}
      >
        {noneLabel !== null ? <IonSelectOption value="none">{noneLabel}</IonSelectOption> : null}
        {options.map((option) => (
          <IonSelectOption key={option.id} value={String(option.id)}>
            {option.label}
          </IonSelectOption>
        ))}
      </IonSelect>
      {error ? <span className="admin-field-error">{error}</span> : null}
    </IonItem>
  );
}
