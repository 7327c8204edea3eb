export { NoticeList, NOTICE_PAGE_SIZE, type Notice, type NoticeListProps } from './NoticeList';
