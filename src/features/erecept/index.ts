export { EreceptPage } from './ui/EreceptPage';
