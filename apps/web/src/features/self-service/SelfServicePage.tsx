/**
 * The frame of every self-service screen: the iOS large-title page with a logout button (each screen
 * has one, inspection-core §2), and the states before the flow is known: loading, the invitation
 * unreachable (first visit offline), or a redirect to the screen the progress names.
 */
import type { ReactNode } from 'react';
import { IonButton, IonIcon, IonSpinner } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import type { SelfServiceRoute, SelfServiceState } from '@constat/domain';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { Redirect } from '../../app/layout/Redirect.tsx';
import { useSession } from '../../app/session/SessionContext.ts';
import { SELF_SERVICE_NS } from './i18n/index.ts';
import { chevronBack } from './icons.ts';
import { useProgress } from './progress.ts';
import { useTenantFlow, type TenantFlow } from './useTenantFlow.ts';
import './selfService.css';

interface SelfServicePageProps {
  route: SelfServiceRoute;
  title: string;
  /** Added to the page's own class (e.g. the agent recap's styles). */
  className?: string;
  start?: ReactNode;
  subheader?: ReactNode;
  onScroll?: (event: CustomEvent<{ scrollTop: number }>) => void;
  children: (flow: TenantFlow) => ReactNode;
}

function LogoutButton() {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const { logout } = useSession();
  return (
    <IonButton className="self-service-logout" onClick={logout}>
      {t('logout')}
    </IonButton>
  );
}

/**
 * A step back (inspection-core §4: going back clears the later flags): `change` takes the flag of the
 * step left away, and the progress routes to the step before.
 */
export function BackStep({
  label,
  change,
}: {
  label: string;
  change: (state: SelfServiceState) => SelfServiceState;
}) {
  const { user } = useSession();
  const [, setProgress] = useProgress(user?.id ?? null);
  return (
    <IonButton className="self-service-back" onClick={() => setProgress(change)}>
      <IonIcon slot="start" icon={chevronBack} aria-hidden="true" />
      {label}
    </IonButton>
  );
}

export function SelfServicePage({
  route,
  title,
  className,
  start,
  subheader,
  onScroll,
  children,
}: SelfServicePageProps) {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const state = useTenantFlow(route);
  if (state.kind === 'redirect') return <Redirect to={state.to} />;
  return (
    <LargeTitlePage
      route={route}
      title={title}
      className={className ? `self-service-page ${className}` : 'self-service-page'}
      start={start}
      end={<LogoutButton />}
      subheader={subheader}
      onScroll={onScroll}
    >
      {state.kind === 'loading' ? (
        <p className="self-service-status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" /> {t('loading')}
        </p>
      ) : null}
      {state.kind === 'unreachable' ? (
        <div className="self-service-status" role="alert">
          <p>{t('info.offline')}</p>
          <IonButton onClick={state.retry}>{t('info.retry')}</IonButton>
        </div>
      ) : null}
      {state.kind === 'ready' ? children(state.flow) : null}
    </LargeTitlePage>
  );
}
