export { env, HAS_TAG_MANAGER, IS_PRODUCTION_BUILD } from './env';
export { paths, NO_MOBILE_SEARCH_PREFIXES, LIGHT_FOOTER_PREFIXES, startsWithAny } from './routes';
export * from './constants';
export type { DialogArgs, DialogId, DialogPayloads, OpenDialog } from './dialogs';
export { COMPANY, SUPERVISORS } from './company';
