/**
 * Every route of both specs (inspection-core §2, accounts-costing §2) with its name, path and title.
 * `public` routes need no login; `tabs: false` hides the bottom tab bar. `back` is where the 'Retour'
 * link of a screen goes when there is no history to pop.
 */
import { LINKED_ROUTES } from '@constat/domain';
import { matchRoutes } from 'react-router-dom';
import type { fr } from '../i18n/locales/fr.ts';

type TitleKey = keyof (typeof fr)['titles'];

export interface AppRoute {
  name: string;
  path: string;
  title: TitleKey;
  public?: boolean;
  tabs?: boolean;
  back?: string;
}

export const PATHS = {
  login: LINKED_ROUTES.login,
  profileSelection: '/selection-profil',
  account: '/mon-compte',
  edlsRemote: '/edls/enregistres',
  edlsLocal: '/edls/en-cours',
} as const;

const ACCOUNT = PATHS.account;
const LOCAL = PATHS.edlsLocal;

export const ROUTES: readonly AppRoute[] = [
  // inspection-core §2
  { name: 'login', path: PATHS.login, title: 'login', tabs: false },
  { name: 'profileSelection', path: PATHS.profileSelection, title: 'profileSelection', tabs: false },
  { name: 'account', path: PATHS.account, title: 'account' },
  { name: 'edlsRemote', path: PATHS.edlsRemote, title: 'edlsRemote' },
  { name: 'edlsLocal', path: PATHS.edlsLocal, title: 'edlsLocal' },
  { name: 'newEdl', path: '/nouvel-edl/:edlType/:edlTemplate', title: 'newEdl', back: LOCAL },
  {
    name: 'duplicateEdl',
    path: '/dupliquer-edl/:duplicateFromId/:edlType/:source',
    title: 'duplicateEdl',
    back: LOCAL,
  },
  { name: 'editEdlInfo', path: '/modifier-edl/:localId', title: 'editEdlInfo', back: LOCAL },
  { name: 'edl', path: '/edl/:localId', title: 'edl', back: LOCAL },
  { name: 'edlRecap', path: '/edl/:localId/recapitulatif', title: 'edlRecap', back: LOCAL },
  {
    name: 'edlRecapConvention',
    path: '/edl/:localId/recapitulatif-convention',
    title: 'edlRecapConvention',
    back: LOCAL,
  },
  { name: 'edlSignature', path: '/edl/:localId/signature', title: 'edlSignature', back: LOCAL },
  { name: 'edlCosting', path: '/costing/:edlId', title: 'edlCosting', back: PATHS.edlsRemote },
  {
    name: 'edlCostingPublic',
    path: LINKED_ROUTES.publicCosting,
    title: 'edlCosting',
    public: true,
    tabs: false,
  },
  {
    name: 'edlRemarksPublic',
    path: LINKED_ROUTES.tenantRemarks,
    title: 'edlRemarks',
    public: true,
    tabs: false,
  },
  {
    name: 'verification',
    path: LINKED_ROUTES.verification,
    title: 'verification',
    public: true,
    tabs: false,
  },
  { name: 'edlHistory', path: '/history/:edlId', title: 'edlHistory', back: PATHS.edlsRemote },
  { name: 'autoEdl', path: LINKED_ROUTES.selfService, title: 'autoEdl', tabs: false },
  { name: 'autoEdlLang', path: '/auto-edl/lang', title: 'autoEdlLang', tabs: false, back: '/auto-edl' },
  { name: 'autoEdlInfo', path: '/auto-edl/info', title: 'autoEdlInfo', tabs: false, back: '/auto-edl' },
  {
    name: 'autoEdlRecap',
    path: '/auto-edl/recapitulatif',
    title: 'autoEdlRecap',
    tabs: false,
    back: '/auto-edl',
  },
  {
    name: 'autoEdlSignature',
    path: '/auto-edl/signature',
    title: 'autoEdlSignature',
    tabs: false,
    back: '/auto-edl',
  },
  { name: 'autoEdlDone', path: '/auto-edl/done', title: 'autoEdlDone', tabs: false, back: '/auto-edl' },
  // accounts-costing §2
  {
    name: 'admin-statistics',
    path: '/mon-compte/statistiques/admin',
    title: 'adminStatistics',
    back: ACCOUNT,
  },
  { name: 'user-statistics', path: '/mon-compte/statistiques/user', title: 'userStatistics', back: ACCOUNT },
  {
    name: 'userListGroup',
    path: '/mon-compte/utilisateurs/groupe/:id',
    title: 'userListGroup',
    back: `${ACCOUNT}/utilisateurs`,
  },
  { name: 'users', path: '/mon-compte/utilisateurs', title: 'users', back: ACCOUNT },
  {
    name: 'newUser',
    path: '/mon-compte/utilisateurs/new',
    title: 'newUser',
    back: `${ACCOUNT}/utilisateurs`,
  },
  { name: 'user', path: '/mon-compte/utilisateurs/:id', title: 'user', back: `${ACCOUNT}/utilisateurs` },
  { name: 'userGroups', path: '/mon-compte/groupes-utilisateurs', title: 'userGroups', back: ACCOUNT },
  {
    name: 'newUserGroup',
    path: '/mon-compte/groupes-utilisateurs/new',
    title: 'newUserGroup',
    back: `${ACCOUNT}/groupes-utilisateurs`,
  },
  {
    name: 'userGroup',
    path: '/mon-compte/groupes-utilisateurs/:id',
    title: 'userGroup',
    back: `${ACCOUNT}/groupes-utilisateurs`,
  },
  {
    name: 'userGroupCostingCalibration',
    path: '/mon-compte/groupes-utilisateurs/:id/calibrage',
    title: 'userGroupCostingCalibration',
    back: `${ACCOUNT}/groupes-utilisateurs`,
  },
  { name: 'autoEdls', path: '/mon-compte/auto-edls', title: 'autoEdls', back: ACCOUNT },
  {
    name: 'newAutoEdl',
    path: '/mon-compte/auto-edls/new',
    title: 'newAutoEdl',
    back: `${ACCOUNT}/auto-edls`,
  },
  { name: 'costingCalibration', path: '/mon-compte/calibrage', title: 'costingCalibration', back: ACCOUNT },
  {
    name: 'userCostingCalibration',
    path: '/mon-compte/utilisateurs/:id/calibrage',
    title: 'userCostingCalibration',
    back: `${ACCOUNT}/utilisateurs`,
  },
];

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string | undefined>;
}

const MATCHABLE = ROUTES.map((route) => ({ path: route.path, route }));

/** The route a path belongs to, ranked the way react-router ranks them ('new' before ':id'). */
export function matchRoute(pathname: string): RouteMatch | null {
  const match = matchRoutes(MATCHABLE, pathname)?.[0];
  return match ? { route: match.route.route, params: match.params } : null;
}
