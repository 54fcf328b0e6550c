export { authReducer, authSlice, tokenStored, loggedOut, selectHasToken } from './model/authSlice';
export type { AuthState } from './model/authSlice';
export { authListener } from './model/listener';
export { useAuthStatus } from './model/useAuthStatus';
export type { AuthStatus } from './model/useAuthStatus';
export { useGetProfileQuery } from './api/profileApi';
export type { Profile } from './api/profileApi';
export { AccountEntry } from './ui/AccountEntry';
export { MobileMenuAccount } from './ui/MobileMenuAccount';
