/** The tenant flow's screens by step (app/AppRoutes.tsx renders them), loaded together as one chunk. */
import DonePage from './DonePage.tsx';
import InfoPage from './InfoPage.tsx';
import InspectionPage from './InspectionPage.tsx';
import LangPage from './LangPage.tsx';
import RecapPage from './RecapPage.tsx';
import SignaturePage from './SignaturePage.tsx';

const SCREENS = {
  '': InspectionPage,
  '/lang': LangPage,
  '/info': InfoPage,
  '/recapitulatif': RecapPage,
  '/signature': SignaturePage,
  '/done': DonePage,
} as const;

export type SelfServiceStep = keyof typeof SCREENS;

export default function Screens({ step }: { step: SelfServiceStep }) {
  const Screen = SCREENS[step];
  return <Screen />;
}
