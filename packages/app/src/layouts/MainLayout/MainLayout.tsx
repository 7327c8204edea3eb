import { LoadingOverlay } from '@portal/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useFlushLanguageCaches } from '../../api/catalogue';
import { switchLanguage } from '../../i18n';
import { AppHeader } from '../../shell/AppHeader';
import { AppSideMenu } from '../../shell/AppSideMenu';
import { lazyNamed } from '../../shell/lazyChunk';
import { LoadErrorBoundary } from '../../shell/LoadError';
import { NearViewport } from '../../shell/NearViewport';
import { useNarrow } from '../useNarrow';
import { Body, Drawer, Main, Page, Scrim } from './MainLayout.styles';

// The footer sits below every page's content, out of the first screen: its chunk loads, and it is
// drawn, only once the player scrolls near it; nothing above it moves when it comes.
const AppFooter = lazyNamed(() => import('../../shell/AppFooter'), 'AppFooter');

export interface MainLayoutProps {
  sideMenu: boolean;
  /** The page brings its own <main>; one main landmark a page. */
  ownMain?: boolean;
  children: ReactNode;
}

/**
 * Header, side menu and footer around the page (spec 2.1 layouts). The side menu is open by
 * default on wide screens; on narrow ones it is a drawer over the page, closed until the header's
 * menu button opens it, and closed again after each navigation.
 */
export function MainLayout({ sideMenu, ownMain = false, children }: MainLayoutProps) {
  const { t, i18n } = useTranslation();
  const narrow = useNarrow();
  const location = useLocation();
  const [wideOpen, setWideOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const flushLanguageCaches = useFlushLanguageCaches();
  const drawer = useRef<HTMLDivElement>(null);

  // An opened drawer takes the focus, so keyboard users land in the menu they asked for.
  useEffect(() => {
    if (drawerOpen) drawer.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [drawerOpen]);

  // The drawer closes after each navigation.
  const place = `${location.pathname}${location.search}`;
  const [drawerPlace, setDrawerPlace] = useState(place);
  if (drawerPlace !== place) {
    setDrawerPlace(place);
    setDrawerOpen(false);
  }

  const changeLanguage = (code: string) => {
    void switchLanguage(i18n, code).then(() => flushLanguageCaches());
  };

  const menu = (
    <AppSideMenu
      id="side-menu"
      open={narrow ? true : wideOpen}
      onOpenChange={narrow ? setDrawerOpen : setWideOpen}
      onLanguage={changeLanguage}
      withThemeToggle={narrow}
    />
  );

  return (
    <Page>
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <AppHeader
        {...(sideMenu && narrow
          ? { onMenu: () => setDrawerOpen((open) => !open), menuOpen: drawerOpen }
          : {})}
      />
      <Body>
        {sideMenu && !narrow ? menu : null}
        {sideMenu && narrow && drawerOpen ? (
          <>
            <Scrim aria-hidden onClick={() => setDrawerOpen(false)} />
            <Drawer
              ref={drawer}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setDrawerOpen(false);
              }}
            >
              {menu}
            </Drawer>
          </>
        ) : null}
        <Main as={ownMain ? 'div' : 'main'} id="main" tabIndex={-1}>
          {children}
        </Main>
      </Body>
      {/* Under the page: its chunk, its help-centre call and its drawing wait until it is near,
          judged once the page has had a moment to load its content. */}
      <NearViewport minHeight="20rem" settle={1500}>
        <LoadErrorBoundary>
          <AppFooter />
        </LoadErrorBoundary>
      </NearViewport>
    </Page>
  );
}

/** The global loading indicator of a page whose code is still on its way. */
export function PageLoading() {
  const { t } = useTranslation();
  return <LoadingOverlay loading fullPage label={t('loading')} />;
}
