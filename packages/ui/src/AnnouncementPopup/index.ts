export {
  AnnouncementPopup,
  type Announcement,
  type AnnouncementDismissal,
  type AnnouncementPopupProps,
} from './AnnouncementPopup';
export { sanitizeAnnouncementHtml } from './sanitize';
