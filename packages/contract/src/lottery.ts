/** The lottery: Vietnamese lottery menus, opened numbers, scheduled draws and tickets; the PVP room list. */
export const lotteryCalls = {} as const;
