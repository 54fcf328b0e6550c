import type { PackShapes } from './types';
import { bottleShapes } from './bottle';
import { tubeShapes } from './tube';
import { sachetShapes } from './sachet';
import { deviceShapes } from './device';

/** Every pack but the carton, by form kind. */
export const otherPacks: PackShapes = { ...bottleShapes, ...tubeShapes, ...sachetShapes, ...deviceShapes };
