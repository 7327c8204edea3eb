// Storybook's reference picture of the home screen, made of @portal/ui's components with the
// samples of their stories. A page of the docs, not a component: the package does not ship it.
import {
  BalanceDisplay,
  BannerCarousel,
  Button,
  CategoryNav,
  Footer,
  GameGrid,
  GameTypeMenu,
  HeaderBar,
  LOBBY_MENU_ITEMS,
  LOBBY_PAGE_SIZE,
  NoticeMarquee,
  QRCode,
  SideMenu,
  UserMenu,
  VendorList,
  WinnerBoard,
  type LobbyMenuKey,
  type WinnerRow,
} from '@portal/ui';
import { useState } from 'react';
import { sampleCategories } from '../../../packages/ui/src/CategoryNav/CategoryNav.samples';
import { bannerArt, vendorLogo } from '../../../packages/ui/src/fixtures/artwork';
import { sampleGames } from '../../../packages/ui/src/fixtures/games';
import { lobbyMenuLabelsEs } from '../../../packages/ui/src/fixtures/lobbyMenu';
import {
  sampleHelp,
  sampleProducts,
  sampleSocial,
  sampleVendorLogos,
} from '../../../packages/ui/src/Footer/Footer.samples';
import { SampleLogo } from '../../../packages/ui/src/HeaderBar/HeaderBar.samples';
import { sampleGroups } from '../../../packages/ui/src/SideMenu/SideMenu.samples';
import { sampleUserMenuItems } from '../../../packages/ui/src/UserMenu/UserMenu.samples';
import { Main, Page, Shell, Side } from './HomeComposition.styles';

const banners = [
  {
    id: 'b1',
    imageUrl: bannerArt('Bono de bienvenida 100 %'),
    alt: 'Bono de bienvenida del 100 %',
  },
  { id: 'b2', imageUrl: bannerArt('Torneo semanal'), alt: 'Torneo semanal de tragamonedas' },
];

const notices = [
  { id: 'n1', title: 'Mantenimiento programado el martes de 02:00 a 04:00' },
  { id: 'n2', title: 'Nuevo juego: Fortuna Dorada, ya disponible' },
];

const vendors = ['PG', 'JDB', 'CQ9', 'PT', 'FC', 'JL'].map((code) => ({
  code,
  name: code,
  logoUrl: vendorLogo(code),
}));

const games = sampleGames(12).map(({ id, name, vendor, imageUrl }) => ({
  id,
  name,
  caption: vendor,
  imageUrl,
}));

const winners: WinnerRow[] = [
  ['ju***', 'Fortuna Dorada', 18250.5],
  ['ma***', 'Dragón de Oro', 9600],
  ['lu***', 'Ruleta Real', 7420.25],
  ['pe***', 'Bingo Fiesta', 3300],
  ['an***', 'Pirata Rojo', 2100.75],
  ['ca***', 'Tesoro Maya', 1500],
  ['so***', 'Mina de Oro', 980],
  ['ra***', 'Carnaval', 640.5],
].map(([customerName, gameName, winAmount], i) => ({
  id: `w${i}`,
  customerName: customerName as string,
  gameName: gameName as string,
  winAmount: winAmount as number,
}));

export interface HomeCompositionProps {
  /** Show the header of a logged-in member instead of the login buttons. @default false */
  loggedIn?: boolean;
  /** Start with the side menu closed (as on a phone). @default false */
  menuClosed?: boolean;
}

/**
 * The home screen assembled from the design system with sample data: the
 * reference picture designers and QA compare the app against. Not a
 * component of the app.
 */
export function HomeComposition({ loggedIn = false, menuClosed = false }: HomeCompositionProps) {
  const [type, setType] = useState<LobbyMenuKey>('HOME');
  const [vendor, setVendor] = useState('PG');
  return (
    <Page>
      <HeaderBar
        logo={<SampleLogo label="Fortuna, ir al inicio" />}
        nav={
          <CategoryNav
            label="Categorías de juegos"
            moreLabel="Más"
            items={sampleCategories}
            viewAllLabel={(c) => `Ver todo: ${c.label}`}
            onCategory={() => {}}
            onVendor={() => {}}
          />
        }
        actions={
          loggedIn ? (
            <>
              <BalanceDisplay
                amount={12850.75}
                currencySymbol="$"
                locale="es-ES"
                label="Saldo"
                hideLabel="Ocultar saldo"
                hiddenText="Saldo oculto"
                refreshLabel="Actualizar saldo"
              />
              <Button size="sm">Depositar</Button>
              <UserMenu
                account="jugador88"
                items={sampleUserMenuItems}
                onSelect={() => {}}
                count={3}
                countLabel={(n) => `${n} pendientes`}
              />
            </>
          ) : (
            <>
              <Button size="sm" variant="secondary">
                Iniciar sesión
              </Button>
              <Button size="sm">Registrarse</Button>
            </>
          )
        }
      />
      <Shell>
        <SideMenu
          label="Menú lateral"
          toggleLabel="Menú"
          groups={sampleGroups()}
          onSelect={() => {}}
          countLabel={(n) => `${n} nuevos`}
          defaultOpen={!menuClosed}
          appDownload={{
            label: 'Descargar app',
            ios: {
              label: 'iOS',
              qrCode: (
                <QRCode
                  value="https://portal.example/app/ios"
                  label="Código QR de la app para iOS"
                  size={96}
                />
              ),
            },
            android: {
              label: 'Android',
              qrCode: (
                <QRCode
                  value="https://portal.example/app/android"
                  label="Código QR de la app para Android"
                  size={96}
                />
              ),
            },
          }}
        />
        <Main>
          <BannerCarousel
            banners={banners}
            label="Promociones destacadas"
            slideLabel={(n, total) => `${n} de ${total}`}
            dotLabel={(n) => `Ir al anuncio ${n}`}
            autoplay={false}
          />
          <NoticeMarquee label="Avisos" notices={notices} />
          <GameTypeMenu
            label="Categorías del lobby"
            items={LOBBY_MENU_ITEMS.map((key) => ({ key, label: lobbyMenuLabelsEs[key]! }))}
            selected={type}
            onSelect={setType}
          />
          <VendorList
            label="Proveedores"
            vendors={vendors}
            selected={vendor}
            onSelect={(v) => setVendor(v.code)}
          />
          <GameGrid
            label="Juegos"
            games={games}
            pageSize={LOBBY_PAGE_SIZE}
            loadMoreLabel="Ver más juegos"
            favouriteLabel="Favorito"
            onFavouriteChange={() => {}}
          />
        </Main>
        <Side>
          <WinnerBoard
            title="Ganadores"
            rows={winners}
            currencySymbol="$"
            locale="es-ES"
            rowLabel={(row, rank, amount) =>
              `${rank}. ${row.customerName} ganó ${amount} en ${row.gameName}`
            }
          />
        </Side>
      </Shell>
      <Footer
        helpTitle="Ayuda"
        helpItems={sampleHelp}
        onHelp={() => {}}
        productTitle="Productos"
        productItems={sampleProducts}
        followTitle="Síguenos"
        socialLinks={sampleSocial}
        copyright="© 2026 Fortuna. Juega con responsabilidad. +18"
        vendorsLabel="Proveedores de juegos"
        vendorLogos={sampleVendorLogos}
      />
    </Page>
  );
}
