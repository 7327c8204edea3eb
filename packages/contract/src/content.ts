/** Content: announcements, notices, banners, promotions, popular games, resources and the winner board. */
export const contentCalls = {} as const;
