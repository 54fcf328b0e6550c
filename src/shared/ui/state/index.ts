export { LoadingState, ErrorState, EmptyState } from './DataState';
