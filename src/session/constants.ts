// Constants of spec sections 3, 4 and 9 that the session uses, each once, named.
import type { AuthStatus, BuyGuide, GuideData, RealAuthFlags } from './types';

/** Spec 9: app version 20220326 for the update notice, kept in local storage. */
export const APP_VERSION = '20220326';

/** Spec 9: where things are kept. */
export const STORAGE_KEYS = {
  /** Spec 9: the mall list cache in local storage. */
  mallList: 'ALL_MALL_LIST',
  /** Spec 3: mall id, also in local storage. */
  mallId: 'mallId',
  /** Spec 9: the version the user has seen the update notice for. */
  appVersion: 'appVersion',
  /** Spec 9: global page config in local storage. */
  globalPageConfig: 'globalPageConfig',
  /** Spec 9: cached opened custom-page routes in local storage. */
  openedCustomPages: 'openedCustomPages',
  /**
   * Spec 9: "a cache flag key is kept in session storage". The session (token, user, permissions,
   * tenant) is cached per tab under this key prefix, so a reload keeps the user logged in and closing
   * the tab forgets it.
   */
  sessionCache: 'SCPR_SESSION_CACHE',
} as const;

/** Spec 4: the menu kept only when the disabled list allows the feature menu-wdyj. */
export const GUARDED_MENU = { menuId: 'men30100068', feature: 'menu-wdyj' } as const;

/** Spec 6: only permissions with belong '1' are kept. */
export const KEPT_BELONG = '1';


/** Spec 9: default notice dot 1. */
export const DEFAULT_NOTICE_DOT = 1;

export const NO_REAL_AUTH: RealAuthFlags = {
  ENT_REAL_AUTH: false,
  PERSON_REAL_AUTH: false,
  NEED_AUDIT_REGISTER: false,
  NEED_AUDIT_ADD_COUSTOMER: false,
  NEED_AUDIT_ADMIN: false,
};

export const NO_AUTH_STATUS: AuthStatus = { userAuthStatus: '', companyAuthStatus: '' };

/** Spec 3: the buyer guide starts at managing supplier records (menuId novice_0101, step partA). */
export const INITIAL_BUY_GUIDE: BuyGuide = {
  fromHome: false,
  pop: false,
  panel: false,
  sPop: false,
  partName: '',
  menuId: 'novice_0101',
  step: 'partA',
};

export const INITIAL_GUIDE: GuideData = { buyGuide: INITIAL_BUY_GUIDE, panelStep: [1, 1], buyGuideProgress: 0 };
