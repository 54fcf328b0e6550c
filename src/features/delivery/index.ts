export { DeliveryPanel } from './ui/DeliveryPanel';
export { deliveryListener } from './model/listener';
