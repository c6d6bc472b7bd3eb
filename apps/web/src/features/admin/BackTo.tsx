/**
 * A 'Retour' that goes where the spec says (not necessarily the previous screen): Ionic's back
 * button, for its look and its accessible name, with its click (a pop of the outlet's history)
 * taken over in the capture phase.
 */
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../app/layout/useGo.ts';

export function BackTo({ path }: { path: string }) {
  const { t } = useTranslation();
  const go = useGo();
  return (
    <span
      className="admin-back"
      style={{ display: 'contents' }}
      onClickCapture={(event) => {
        event.stopPropagation();
        go(path, 'back');
      }}
    >
      <IonBackButton text={t('app.back')} defaultHref={path} />
    </span>
  );
}
