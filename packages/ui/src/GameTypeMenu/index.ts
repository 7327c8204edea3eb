export { GameTypeMenu, type GameTypeItem, type GameTypeMenuProps } from './GameTypeMenu';
export { LOBBY_MENU_ITEMS, lobbyMenuIcons, type LobbyMenuKey } from './lobbyMenu';
