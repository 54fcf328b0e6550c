import { useSelector } from 'react-redux';
import type { RootState } from './store';

export { useAppDispatch } from '@/shared/lib';
export const useAppSelector = useSelector.withTypes<RootState>();
