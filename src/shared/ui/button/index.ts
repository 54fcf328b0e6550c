export { Button } from './Button';
export { buttonClass } from './buttonClass';
