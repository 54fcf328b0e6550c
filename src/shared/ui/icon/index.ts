export { Icon } from './Icon';
export type { IconPath } from './iconPath';
// One module per icon, imported by the code that draws it: webpack puts each path in the chunk
// of its users, so the first load carries only the icons the shell and the first pages draw
// (docs/performance.md, "First-load bytes").
export { closeIcon } from './paths/close';
export { searchIcon } from './paths/search';
export { cartIcon } from './paths/cart';
export { homeIcon } from './paths/home';
export { menuIcon } from './paths/menu';
export { userIcon } from './paths/user';
export { ordersIcon } from './paths/orders';
export { heartIcon } from './paths/heart';
export { pinIcon } from './paths/pin';
export { chevronRightIcon } from './paths/chevronRight';
export { chevronLeftIcon } from './paths/chevronLeft';
export { chevronDownIcon } from './paths/chevronDown';
export { phoneIcon } from './paths/phone';
export { mailIcon } from './paths/mail';
export { minusIcon } from './paths/minus';
export { plusIcon } from './paths/plus';
export { trashIcon } from './paths/trash';
export { checkIcon } from './paths/check';
export { clockIcon } from './paths/clock';
export { pillIcon } from './paths/pill';
export { globeIcon } from './paths/globe';
export { filterIcon } from './paths/filter';
export { arrowLeftIcon } from './paths/arrowLeft';
export { logoutIcon } from './paths/logout';
export { instagramIcon } from './paths/instagram';
export { facebookIcon } from './paths/facebook';
export { telegramIcon } from './paths/telegram';
export { infoIcon } from './paths/info';
export { alertIcon } from './paths/alert';
export { tagIcon } from './paths/tag';
export { storeIcon } from './paths/store';
export { eyeIcon } from './paths/eye';
export { eyeOffIcon } from './paths/eyeOff';
export { barcodeIcon } from './paths/barcode';
