export { Button } from './Button';
export type { ButtonVariant } from './Button';
export { buttonClass } from './buttonClass';
