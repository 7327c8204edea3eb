// The PVP rooms of the /pvp centre (the catalogue's, from a table of their own): each PVP game's
// rooms by tier, with the balance each asks for and whether the member's is enough. A token call:
// visitors are not asked.
import { catalogueCalls } from './catalogueCallTable';
import { useCall, useCatalogueLanguage } from './useCall';

export function usePvpRooms(vassalage: string | undefined) {
  const language = useCatalogueLanguage();
  return useCall(catalogueCalls.pvpRooms, { language, ...(vassalage ? { vassalage } : {}) });
}
