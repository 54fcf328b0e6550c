export { AccountOverview } from './ui/AccountOverview';
export { AccountLayout } from './ui/AccountLayout';
