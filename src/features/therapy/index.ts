export { therapyReducer } from './model/reminders';
export { therapyListener } from './model/therapyListener';
export { TherapyPlanner } from './ui/TherapyPlanner';
