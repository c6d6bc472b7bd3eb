/** A screen that belongs to a later issue: its title and the 'Retour' link, nothing else yet. */
import {
  IonBackButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonPage,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS, type AppRoute } from '../routes.ts';

export function PlaceholderPage({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const params = useParams();
  const title = t(`titles.${route.title}`, { edlId: params.edlId ?? '' });
  return (
    <IonPage data-route={route.name} className="placeholder-page">
      <IonHeader translucent>
        <IonToolbar>
          {route.back !== undefined || route.tabs === false ? (
            <IonButtons slot="start">
              <IonBackButton text={t('app.back')} defaultHref={route.back ?? PATHS.edlsLocal} />
            </IonButtons>
          ) : null}
          <IonTitle>{title}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent fullscreen color="light">
        <IonHeader collapse="condense">
          <IonToolbar color="light">
            <IonTitle size="large">{title}</IonTitle>
          </IonToolbar>
        </IonHeader>
      </IonContent>
    </IonPage>
  );
}
