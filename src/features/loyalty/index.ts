export { LoyaltySection } from './ui/LoyaltySection';
