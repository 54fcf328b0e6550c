export { AccountOverview } from './ui/AccountOverview';
export { AccountNav } from './ui/AccountNav';
export { useChangeNameMutation, useChangeEmailMutation, useChangePasswordMutation, useDeleteProfileMutation } from './api/accountApi';
