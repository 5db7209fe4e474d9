// Spec 6 and 9: the version-update notice (permission showVersionUpdate) shows once per app version
// (20220326), remembered in local storage.
import { APP_VERSION } from './constants';

export const shouldShowVersionNotice = (seenVersion: string, allowed: boolean): boolean => allowed && seenVersion !== APP_VERSION;
