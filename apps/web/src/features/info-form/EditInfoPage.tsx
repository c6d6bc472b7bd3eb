import { PlaceholderPage } from '../../app/layout/PlaceholderPage.tsx';
import { ROUTES } from '../../app/routes.ts';

export default function EditInfoPage() {
  const route = ROUTES.find((r) => r.name === 'editEdlInfo');
  return route ? <PlaceholderPage route={route} /> : null;
}
