export * from './dialog';
export * from './toast';
export * from './button';
export * from './icon';
export * from './spinner';
export * from './field';
export * from './state';
export * from './phone';
export { PageIntro } from './layout/PageIntro';
