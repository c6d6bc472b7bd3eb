/** The foot of a user's or a group's screen: what deleting it does, then the red button (online only). */
import { IonButton } from '../../ui/ionic.ts';

export function DeleteAction({
  hint,
  label,
  className,
  online,
  onDelete,
}: {
  hint: string;
  label: string;
  className: string;
  online: boolean;
  onDelete: () => void;
}) {
  return (
    <div className="admin-actions">
      <p className="admin-hint">{hint}</p>
      <IonButton expand="block" color="danger" className={className} disabled={!online} onClick={onDelete}>
        {label}
      </IonButton>
    </div>
  );
}
