import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * Features know only their own part of the state, so their selectors are typed on it
 * (`(state: { cart: CartState }) => ...`); the app's RootState satisfies every part.
 */
export const useAppDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();
export const useStateSelector = <State, Result>(selector: (state: State) => Result): Result =>
  useSelector<State, Result>(selector);
