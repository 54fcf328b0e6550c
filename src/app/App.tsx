import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders, type AppProvidersProps } from './AppProviders';

interface AppProps extends Omit<AppProvidersProps, 'children'> {
  router: ReturnType<typeof createBrowserRouter>;
  /** Called once the first render (or hydration) has been committed. */
  onRendered?: () => void;
}

/** Its effect runs after the whole tree's: the first render is on screen. */
const RenderedSignal = ({ onRendered }: { onRendered: () => void }) => {
  useEffect(() => onRendered(), [onRendered]);
  return null;
};

export const App = ({ router, onRendered, ...providers }: AppProps) => (
  <AppProviders {...providers}>
    <RouterProvider router={router} />
    {onRendered ? <RenderedSignal onRendered={onRendered} /> : null}
  </AppProviders>
);
