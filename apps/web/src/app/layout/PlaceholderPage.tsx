/** A screen not built yet: its title and the 'Retour' link, nothing else yet. */
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS, type AppRoute } from '../routes.ts';
import { LargeTitlePage } from './LargeTitlePage.tsx';

export function PlaceholderPage({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const params = useParams();
  const title = t(`titles.${route.title}`, { edlId: params.edlId ?? '' });
  const showBack = route.back !== undefined || route.tabs === false;
  return (
    <LargeTitlePage
      route={route.name}
      title={title}
      className="placeholder-page"
      start={
        showBack ? <IonBackButton text={t('app.back')} defaultHref={route.back ?? PATHS.edlsLocal} /> : null
      }
    />
  );
}
