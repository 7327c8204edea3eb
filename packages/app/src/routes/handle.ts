/** What a route says about its layout and who may open it (spec 2.1, 6). */
export interface RouteHandle {
  /**
   * 'agent': only the agent view, no header, footer or side menu; 'game': the game full screen
   * under its own slim bar (the page draws both). @default 'main'
   */
  layout?: 'main' | 'agent' | 'game';
  /** Lottery pages hide the side menu. */
  sideMenu?: boolean;
  /** Without a stored token the page goes to /login. */
  loginRequired?: boolean;
  /** Agent pages: non-agents go to /agent. */
  agentOnly?: boolean;
  /** The member and agent centres keep trial accounts out ('in_need_true_account'). */
  noTrial?: boolean;
  /** The page draws its own main landmark (CentreLayout does); the layout's area is a div. */
  ownMain?: boolean;
}
