import { ModalProvider } from '@portal/ui';
import { Fragment } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { MainLayout, PageLoading } from '../layouts/MainLayout';
import { StartupDone } from '../startup/StartupDone';
import { LazyHome as Home } from '../pages/Home/lazy';
import { LazyGameListCentre as GameListCentre } from '../pages/CategoryCentre/lazy';
import { popups } from '../popups/deferredRegistry';
import { LoadErrorBoundary } from '../shell/LoadError';
import { lazyNamed } from '../shell/lazyChunk';
import { Guard } from './Guard';
import type { RouteHandle } from './handle';
import { RouteErrorBoundary } from './RouteError';
import { HelpRoute, LoginRoute, PopupOverHome, ResetPasswordRoute } from './RoutePopups';
import { CHAT_ROOM_MODAL, REGISTER_MODAL } from '../popups/names';
import { PasswordChangeHost } from '../session/PasswordChangeHost';
import { RealityCheckHost } from '../session/RealityCheckHost';
import { FocusKeeper } from './FocusKeeper';
import { ScrollManager } from './ScrollManager';
import { viewKey } from './viewKey';
import { HOME_PATHS } from './paths';
import { CENTRE_PATHS } from '../api/preloadCentre';

// The lazily loaded areas of spec 2.9, each its own chunk (home too, see pages/Home/lazy.ts).
const AccountGames = lazyNamed(() => import('../pages/AccountGames'), 'AccountGames');
const AppDownload = lazyNamed(() => import('../pages/AppDownload'), 'AppDownload');
const GameCentre = lazyNamed(() => import('../pages/CategoryCentre/GameCentre'), 'GameCentre');
const Lottery = lazyNamed(() => import('../pages/Lottery'), 'Lottery');
const NotFound = lazyNamed(() => import('../pages/NotFound'), 'NotFound');
const MemberCentre = lazyNamed(() => import('../pages/MemberCentre'), 'MemberCentre');
const PointMall = lazyNamed(() => import('../pages/PointMall'), 'PointMall');
const Promotions = lazyNamed(() => import('../pages/Promotions'), 'Promotions');
// The red envelope page comes with the promotions (their chunk): the first paint's cost is its route.
const RedEnvelope = lazyNamed(() => import('../pages/Promotions'), 'RedEnvelope');
const Articles = lazyNamed(() => import('../pages/Articles'), 'Articles');
const GameSearch = lazyNamed(() => import('../pages/GameSearch'), 'GameSearch');
const Winners = lazyNamed(() => import('../pages/Winners'), 'Winners');
const Seamless = lazyNamed(() => import('../pages/Seamless'), 'Seamless');
// The live models and a member's chat with one (spec 1, 7.1 "Live chat"): one chunk for both.
const LiveModels = lazyNamed(() => import('../pages/LiveModels'), 'LiveModels');
const LiveChat = lazyNamed(() => import('../pages/LiveModels'), 'LiveChat');
const AgentLanding = lazyNamed(() => import('../pages/Agent'), 'AgentLanding');
const AgentHome = lazyNamed(() => import('../pages/AgentHome'), 'AgentHome');
// The announcement pop-ups and the live channel come after the page they cover.
const AfterPaint = lazyNamed(() => import('../shell/AfterPaint'), 'AfterPaint');

/** Header, footer and side menu, or the agent view alone; the guard; the keyed main view. */
function RootLayout() {
  const location = useLocation();
  // The declarative router (no data router: its loaders and actions would weigh on the first
  // paint for nothing) has no useMatches; the route table is matched here for its handle.
  const matches = matchRoutes(routes, location) ?? [];
  const handle = (matches[matches.length - 1]?.route.handle ?? {}) as RouteHandle;
  const key = viewKey(location);
  const page = (
    <Guard handle={handle}>
      <LoadErrorBoundary key={key} fallback={<PageLoading />}>
        <Fragment key={key}>
          <Outlet />
          <StartupDone />
        </Fragment>
      </LoadErrorBoundary>
    </Guard>
  );
  return (
    <ModalProvider modals={popups}>
      <ScrollManager />
      <FocusKeeper />
      <PasswordChangeHost />
      <RealityCheckHost />
      <LoadErrorBoundary keepFallback>
        <AfterPaint announcements={handle.layout !== 'agent'} />
      </LoadErrorBoundary>
      {handle.layout === 'agent' || handle.layout === 'game' ? (
        page
      ) : (
        <MainLayout sideMenu={handle.sideMenu ?? true} ownMain={handle.ownMain ?? false}>
          {page}
        </MainLayout>
      )}
    </ModalProvider>
  );
}

const lottery: RouteHandle = { sideMenu: false, loginRequired: true };

/** The route table of spec 2.1. */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      ...HOME_PATHS.map((path) => ({ path, element: <Home /> })),
      { path: '/login', element: <LoginRoute /> },
      { path: '/register', element: <PopupOverHome name={REGISTER_MODAL} /> },
      { path: '/help', element: <HelpRoute /> },
      { path: '/chat', element: <PopupOverHome name={CHAT_ROOM_MODAL} /> },
      { path: '/reset-password', element: <ResetPasswordRoute /> },
      {
        path: '/agent',
        element: <AgentLanding />,
        handle: { layout: 'agent' } satisfies RouteHandle,
      },
      {
        path: '/agentHome',
        element: <AgentHome />,
        handle: {
          layout: 'agent',
          loginRequired: true,
          agentOnly: true,
          noTrial: true,
        } satisfies RouteHandle,
      },
      {
        path: '/member',
        element: <MemberCentre />,
        handle: { loginRequired: true, noTrial: true, ownMain: true } satisfies RouteHandle,
      },
      ...['/sports', '/esports', '/lott', '/elott'].map((path) => ({
        path,
        element: <GameCentre />,
      })),
      ...CENTRE_PATHS.map((path) => ({
        path,
        element: <GameListCentre />,
      })),
      ...['/favorite', '/recent'].map((path) => ({
        path,
        element: <AccountGames />,
        handle: { loginRequired: true } satisfies RouteHandle,
      })),
      ...['/lottery', '/seaLottery', '/vnLottery'].map((path) => ({
        path,
        element: <Lottery />,
        handle: lottery,
      })),
      { path: '/liveModels', element: <LiveModels /> },
      {
        path: '/liveChat',
        element: <LiveChat />,
        handle: { sideMenu: false, loginRequired: true, noTrial: true } satisfies RouteHandle,
      },
      { path: '/promotions', element: <Promotions /> },
      { path: '/search', element: <GameSearch /> },
      { path: '/redEnvelope', element: <RedEnvelope /> },
      // The winners list (spec 1, named only in the texts): the biggest wins, by category.
      { path: '/winners', element: <Winners /> },
      // The news and blog (spec 1): a list, and an article at /news/:id or /blog/:id.
      ...['/news/:id?', '/blog/:id?'].map((path) => ({ path, element: <Articles /> })),
      // The app-download page; /app leads to it (the page replaces the address).
      ...['/download', '/app'].map((path) => ({ path, element: <AppDownload /> })),
      {
        path: '/pointMall',
        element: <PointMall />,
        handle: { loginRequired: true, noTrial: true } satisfies RouteHandle,
      },
      {
        path: '/seamless',
        element: <Seamless />,
        handle: { layout: 'game', loginRequired: true } satisfies RouteHandle,
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The portal's routes, inside whichever router the app is given (browser or memory). */
export function AppRoutes() {
  return useRoutes(routes);
}
