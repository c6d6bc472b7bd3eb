/**
 * The editor's modals (immersive mode, the photo gallery and editor, the quick observation, the
 * pickers): Ionic's modal, which once closed, after the modal's own `onDismissed`, shows the page
 * to screen readers again (overlays.ts), so that no modal can forget to.
 */
import type { ReactNode } from 'react';
import { IonModal } from '../../ui/ionicDeferred.ts';
import { restorePageAccessibility } from './overlays.ts';

interface EditorModalProps {
  isOpen: boolean;
  onDismissed: () => void;
  className: string;
  label: string;
  children: ReactNode;
}

export function EditorModal({ isOpen, onDismissed, className, label, children }: EditorModalProps) {
  return (
    <IonModal
      isOpen={isOpen}
      onDidDismiss={() => {
        onDismissed();
        restorePageAccessibility();
      }}
      className={className}
      aria-label={label}
    >
      {children}
    </IonModal>
  );
}
