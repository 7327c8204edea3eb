/** The member centre's responsible play page, at its history (the reality check's link). */
export const RESPONSIBLE_HISTORY_PATH = '/member?page=responsiblePlay#responsible-history';
