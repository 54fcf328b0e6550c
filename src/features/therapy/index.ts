export { therapyFlows } from './model/flows';
export { loadTherapyFlows, therapyAtStart } from './model/lazy';
export { TherapyPlanner } from './ui/TherapyPlanner';
export type { TherapyState } from './model/reminders';
