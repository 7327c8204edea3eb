export { AnnouncementsPopup, type AnnouncementsPopupProps } from './AnnouncementsPopup';
