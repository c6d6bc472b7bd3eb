/**
 * Groups as a tree (accounts-costing §2): indented by depth, with the logo (or a folder), the user
 * count, and swipe to delete where the admin may delete (never their own group).
 */
import type { GroupNode } from '@constat/domain';
import { useTranslation } from 'react-i18next';
import { IonIcon, IonItem, IonItemSliding, IonLabel, IonNote } from '../../ui/ionic.ts';
import type { TreeRow } from './groupTree.ts';
import { folderOutline } from './icons.ts';
import { ADMIN_NS } from './i18n/index.ts';
import { SwipeDelete } from './SwipeDelete.tsx';

interface GroupTreeListProps {
  rows: readonly TreeRow[];
  online: boolean;
  canDelete: (node: GroupNode) => boolean;
  onOpen: (node: GroupNode) => void;
  onDelete: (row: TreeRow) => void;
}

export function GroupLogo({ logo }: { logo: string | null | undefined }) {
  return logo ? (
    <img slot="start" className="group-logo" src={logo} alt="" />
  ) : (
    <IonIcon slot="start" icon={folderOutline} color="medium" aria-hidden="true" />
  );
}

export function GroupTreeList({ rows, online, canDelete, onOpen, onDelete }: GroupTreeListProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      {rows.map((row) => (
        <IonItemSliding
          key={row.node.id}
          className="admin-group"
          data-name={row.node.name}
          disabled={!online || !canDelete(row.node)}
        >
          <IonItem
            button
            detail
            disabled={!online}
            onClick={() => onOpen(row.node)}
            style={{ '--padding-start': `${16 + row.depth * 24}px` }}
          >
            <GroupLogo logo={row.node.logo} />
            <IonLabel>{row.node.name}</IonLabel>
            <IonNote slot="end">{t('userCount', { count: row.node.userCount })}</IonNote>
          </IonItem>
          <SwipeDelete onDelete={() => onDelete(row)} />
        </IonItemSliding>
      ))}
    </>
  );
}
