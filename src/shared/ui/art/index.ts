export { DrawnArt } from './DrawnArt';
export { loadArtDrawer } from './drawer';
