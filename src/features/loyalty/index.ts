export { LoyaltySection } from './ui/LoyaltySection';
export { EarnedPoints } from './ui/EarnedPoints';
