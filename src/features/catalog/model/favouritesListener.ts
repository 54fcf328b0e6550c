import { askToSignIn, isSignedIn, selectAuthStatus } from '@/features/auth';
import { listenersOnce, sessionEnded, sessionStarted, startAppListening } from '@/shared/lifecycle';
import type { DialogState } from '@/shared/ui';
import { favouritesApi } from '../api/favouritesApi';
import { favouriteToggled, selectFavouriteMark, type FavouritesState } from './favourites';

type State = FavouritesState & { dialog: DialogState };

/**
 * Favourites as store flows, not per-card effects: the list stays loaded while a client is
 * signed in, and a heart pressed by an anonymous visitor asks them to sign in and then saves
 * the product they wanted (docs/decisions.md, "Catalogue").
 */
const startListening = startAppListening.withTypes<State>();

const { getFavourites, setFavourite } = favouritesApi.endpoints;

export const registerFavouritesListeners = listenersOnce(() => {
  startListening({
    actionCreator: sessionStarted,
    effect: async (_action, api) => {
      // One subscription for the whole session, however many hearts are on the screen.
      const list = api.dispatch(getFavourites.initiate());
      await api.condition(sessionEnded.match);
      list.unsubscribe();
    },
  });

  startListening({
    actionCreator: favouriteToggled,
    effect: async ({ payload: { productId } }, api) => {
      const mark = selectFavouriteMark(api.getState(), productId);
      if (mark === 'pending') return;
      // Signed in (also when only the profile failed to load): the token is what the call needs.
      if (isSignedIn(selectAuthStatus(api.getState()))) {
        void api.dispatch(setFavourite.initiate({ id: productId, favourite: mark === 'off' }));
        return;
      }
      // Anonymous: the last heart pressed is the one kept while the sign-in dialog is open.
      api.cancelActiveListeners();
      if (await askToSignIn(api)) void api.dispatch(setFavourite.initiate({ id: productId, favourite: true }));
    },
  });
});
