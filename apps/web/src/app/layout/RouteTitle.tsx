/** Sets document.title from the current route (the product title when no route matches). */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { matchRoute } from '../routes.ts';

export function RouteTitle() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    const match = matchRoute(pathname);
    document.title = match
      ? t('app.documentTitle', {
          title: t(`titles.${match.route.title}`, { edlId: match.params.edlId ?? '' }),
        })
      : t('app.name');
  }, [pathname, t]);
  return null;
}
