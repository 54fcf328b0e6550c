export { SubscribeForm } from './ui/SubscribeForm';
export { subscribeSchema } from './model/subscribeSchema';
