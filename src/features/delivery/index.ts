export { DeliveryPanel } from './ui/DeliveryPanel';
