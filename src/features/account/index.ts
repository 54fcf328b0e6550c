export { AccountOverview } from './ui/AccountOverview';
export { AccountLayout } from './ui/AccountLayout';
export { useChangeNameMutation, useChangeEmailMutation, useChangePasswordMutation, useDeleteProfileMutation } from './api/accountApi';
