import { el } from '../svg';
import { packLabel } from './label';
import { AMBER, AMBER_DARK, EDGE, type PackProps, type PackShapes } from './types';

const highlight = (x: number, y: number, height: number): string =>
  el('rect', { x, y, width: 5, height, rx: 2.5, fill: '#fff', opacity: 0.3 });

/** Amber glass bottle with a ribbed screw cap: syrups; white plastic for solutions. */
const bottle = ({ palette, brand, dosage }: PackProps, material: 'glass' | 'plastic'): string => {
  const glass = material === 'glass';
  return [
    el('rect', { x: 62, y: 22, width: 36, height: 20, rx: 3, fill: palette.main }),
    el('path', {
      d: 'M68 24v16M74 24v16M80 24v16M86 24v16M92 24v16',
      stroke: palette.dark,
      'stroke-width': 1.2,
      opacity: 0.5,
    }),
    el('rect', { x: 66, y: 41, width: 28, height: 10, fill: glass ? AMBER_DARK : '#e3e9e6' }),
    el('path', {
      d: 'M66 50h28c0 8 16 10 16 22v56q0 8-8 8H58q-8 0-8-8V72c0-12 16-14 16-22Z',
      fill: glass ? AMBER : '#f4f7f6',
      stroke: glass ? AMBER_DARK : EDGE,
      'stroke-width': 0.8,
    }),
    el('rect', { x: 50, y: 80, width: 60, height: 44, fill: '#fff' }),
    el('rect', { x: 50, y: 80, width: 60, height: 8, fill: palette.main }),
    el('rect', { x: 50, y: 118, width: 60, height: 6, fill: palette.light }),
    packLabel({ x: 80, y: 103, width: 50, brand, dosage, color: palette.dark }),
    highlight(54, 70, glass ? 60 : 8),
  ].join('');
};

/** Small amber bottle with a rubber pipette: drops. */
const dropper = ({ palette, brand, dosage }: PackProps): string =>
  [
    el('path', { d: 'M74 20q6-9 12 0l2 20H72Z', fill: palette.main }),
    el('rect', { x: 68, y: 38, width: 24, height: 13, rx: 2, fill: '#eef2f0', stroke: EDGE, 'stroke-width': 0.8 }),
    el('rect', { x: 72, y: 50, width: 16, height: 7, fill: AMBER_DARK }),
    el('path', {
      d: 'M72 56h16c0 6 14 6 14 16v58q0 6-6 6H64q-6 0-6-6V72c0-10 14-10 14-16Z',
      fill: AMBER,
      stroke: AMBER_DARK,
      'stroke-width': 0.8,
    }),
    el('rect', { x: 58, y: 80, width: 44, height: 42, fill: '#fff' }),
    el('rect', { x: 58, y: 80, width: 44, height: 6, fill: palette.main }),
    el('rect', { x: 58, y: 116, width: 44, height: 6, fill: palette.light }),
    packLabel({ x: 80, y: 101, width: 38, brand, dosage, color: palette.dark }),
    highlight(61, 68, 60),
  ].join('');

/** Nasal or throat spray: white bottle, finger flange and a long nozzle. */
const spray = ({ palette, brand, dosage }: PackProps): string =>
  [
    el('path', { d: 'M76 18q4-6 8 0l4 30H72Z', fill: '#fff', stroke: EDGE, 'stroke-width': 0.8 }),
    el('rect', { x: 56, y: 46, width: 48, height: 8, rx: 4, fill: palette.main }),
    el('rect', { x: 68, y: 54, width: 24, height: 10, fill: '#e6ecea' }),
    el('rect', { x: 58, y: 62, width: 44, height: 74, rx: 10, fill: '#fff', stroke: EDGE, 'stroke-width': 0.8 }),
    el('rect', { x: 58, y: 108, width: 44, height: 16, fill: palette.main }),
    el('rect', { x: 58, y: 124, width: 44, height: 3, fill: palette.light }),
    packLabel({ x: 80, y: 86, width: 38, brand, dosage, color: palette.dark }),
  ].join('');

/** Tall plastic bottle with a flip-top cap: shampoos and washes. */
const shampoo = ({ palette, brand, dosage }: PackProps): string =>
  [
    el('rect', { x: 64, y: 20, width: 32, height: 22, rx: 4, fill: palette.main }),
    el('path', { d: 'M64 30h32', stroke: palette.dark, 'stroke-width': 1.2 }),
    el('path', {
      d: 'M62 42h36c0 8 14 12 14 24v60q0 10-10 10H58q-10 0-10-10V66c0-12 14-16 14-24Z',
      fill: palette.tint,
      stroke: palette.light,
      'stroke-width': 1,
    }),
    el('rect', { x: 54, y: 70, width: 52, height: 52, rx: 5, fill: '#fff' }),
    el('rect', { x: 54, y: 110, width: 52, height: 12, fill: palette.main }),
    packLabel({ x: 80, y: 90, width: 44, brand, dosage, color: palette.dark }),
    highlight(52, 64, 56),
  ].join('');

/** Bottles: syrups, solutions, drops, sprays and shampoos (packshot.ts, the other packs). */
export const bottleShapes: PackShapes = {
  syrup: (props) => bottle(props, 'glass'),
  solution: (props) => bottle(props, 'plastic'),
  drops: dropper,
  spray,
  shampoo,
};
