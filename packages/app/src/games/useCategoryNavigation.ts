import { type GameType } from '@portal/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { firstGame, useGameMenus } from '../api/catalogue';
import { useAppModals } from '../popups/useAppModals';
import { useSession } from '../session/SessionProvider';
import { useSiteSettings } from '../session/useSiteSettings';
import { ALWAYS_PAGE, categoryPath } from './categories';

// The header is on the first paint; the rules of where a game or a vendor goes come with the
// first click that needs them (home and the game pages have loaded them by then).
const loadLaunchGame = () => import('./launchGame');

/**
 * The category click rules of spec 2.4: HOME, PROMO, REWARDS, SHARE, PVP, FISH, RNG and categories of several
 * vendors go to their page; a category of exactly one vendor starts that vendor's game (its first
 * game, asked with page size 1 as the sports lookup does); an RNG vendor lists on /rng.
 */
export function useCategoryNavigation() {
  const navigate = useNavigate();
  const modals = useAppModals();
  const { isLogin, isTrial } = useSession();
  const trialPlay = useSiteSettings().flags.has('TRIALPLAY3');
  const menus = useGameMenus().data?.menus;

  const openCategory = useCallback(
    async (key: string) => {
      if (key === 'HOME') return void navigate('/');
      if (key === 'PROMO') return void navigate('/promotions');
      // The header's Rewards and Share (spec 2.4) lead to the member centre's pages; a visitor
      // meets the login pop-up there first (spec 6).
      if (key === 'REWARDS') return void navigate('/member?page=rewardCenter');
      if (key === 'SHARE') return void navigate('/member?page=referral');
      const vendors = menus?.find((m) => m.gameType === key)?.vendors ?? [];
      const only = vendors.length === 1 ? vendors[0] : undefined;
      if (ALWAYS_PAGE.has(key) || !only) return void navigate(categoryPath(key));
      const [first, { launchGame }] = await Promise.all([
        firstGame({ gameType: key as GameType, vassalage: only.vassalage }),
        loadLaunchGame(),
      ]);
      if (first) launchGame(first, { navigate, modals, isLogin, isTrial, trialPlay });
      else navigate(categoryPath(key));
    },
    [menus, navigate, modals, isLogin, isTrial, trialPlay],
  );

  const openVendor = useCallback(
    (gameType: string, vassalage: string) => {
      // Other vendors list on their category's page, the vendor chosen (also should the rules
      // fail to load).
      const page = categoryPath(gameType, vassalage);
      void loadLaunchGame().then(
        ({ vendorTarget }) => {
          const target = vendorTarget(gameType, vassalage);
          void navigate(target.kind === 'route' ? target.to : page);
        },
        () => void navigate(page),
      );
    },
    [navigate],
  );

  return { openCategory, openVendor };
}
