export { therapyReducer } from './model/reminders';
export { registerTherapyListeners } from './model/therapyListener';
export { TherapyPlanner } from './ui/TherapyPlanner';
