import { PlaceholderPage } from '../../app/layout/PlaceholderPage.tsx';
import { ROUTES } from '../../app/routes.ts';

export default function NewReportPage() {
  const route = ROUTES.find((r) => r.name === 'newEdl');
  return route ? <PlaceholderPage route={route} /> : null;
}
