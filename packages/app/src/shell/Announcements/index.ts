export { AnnouncementsHost } from './AnnouncementsHost';
