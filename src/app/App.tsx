import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders, type AppProvidersProps } from './AppProviders';

interface AppProps extends Omit<AppProvidersProps, 'children'> {
  router: ReturnType<typeof createBrowserRouter>;
}

export const App = ({ router, ...providers }: AppProps) => (
  <AppProviders {...providers}>
    <RouterProvider router={router} />
  </AppProviders>
);
