import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The app's lifecycle as store events (docs/lifecycle.md). start.tsx dispatches them in the
 * order start-up needs; loaders, listings and the features' listeners read this slice instead
 * of flags of their own.
 */

/** How the page on screen was reached: the app's first load, a link or form, Back/Forward. */
export type Arrival = 'first' | 'link' | 'history';

/**
 * `idle`: a store nobody started (the prerender, tests); `firstLoad`: the router runs the first
 * match's loaders; `showing`: the page is being hydrated or rendered, the visitor's state
 * coming in; `ready`: the page is on screen and holds the visitor's own state.
 */
type LifecyclePhase = 'idle' | 'firstLoad' | 'showing' | 'ready';

/**
 * Where a session was seen to end: `here` (sign-out, a `logout` answer, a deleted profile),
 * `elsewhere` (another tab), `away` (a start that found the session's mark but no cookie).
 */
export type SessionEndPlace = 'here' | 'elsewhere' | 'away';

interface LifecycleState {
  phase: LifecyclePhase;
  /** Whether the page was prerendered HTML that is hydrated (`hydrated`) or rendered here (`rendered`), once ready. */
  shown: 'hydrated' | 'rendered' | null;
  arrival: Arrival;
  /** A Back/Forward's loaders are running: they wait for their data (see `selectLoadersAwaitData`). */
  traversing: boolean;
  /** The hydrated page's loaders run again for the visitor's own city (not the prerender's). */
  visitorCity: number | null;
  /** The session cookie and the consent are read, and a session that lapsed meanwhile has ended. */
  visitorRestored: boolean;
  /** A client's session is on: started when its profile confirmed it, until it ends. */
  session: 'none' | 'started';
  /** How many sessions ended during this visit: a flow that waited can tell one ended meanwhile. */
  sessionsEnded: number;
}

export type LifecycleRoot = { lifecycle: LifecycleState };

const initialState: LifecycleState = {
  phase: 'idle',
  shown: null,
  arrival: 'first',
  traversing: false,
  visitorCity: null,
  visitorRestored: false,
  session: 'none',
  sessionsEnded: 0,
};

/**
 * The one "session ended" event (docs/decisions.md, "Session end"): dispatched once per end by
 * features/auth, after the status is already `anonymous`. Each feature that keeps something of
 * the client in this browser listens for it and removes that.
 */
export const sessionEnded = createAction<{ where: SessionEndPlace }>('lifecycle/sessionEnded');

const lifecycleSlice = createSlice({
  name: 'lifecycle',
  initialState,
  reducers: {
    /** start.tsx has made the store; the router is about to run the first match's loaders. */
    appBooted: (state) => {
      state.phase = 'firstLoad';
    },
    /** The first match's loaders (and lazy modules) are done: later navigations do not wait for data. */
    firstLoadEnded: (state) => {
      state.phase = 'showing';
    },
    /** Back or Forward (`popstate`): the loaders that follow wait for their data (docs/decisions.md, "Scrolling"). */
    traversalStarted: (state) => {
      state.traversing = true;
    },
    /** The router is idle again; `entered` says how, when it shows another history entry. */
    navigationEnded: (state, action: PayloadAction<{ entered: Exclude<Arrival, 'first'> | null }>) => {
      state.traversing = false;
      if (action.payload.entered) state.arrival = action.payload.entered;
    },
    /** The hydrated page's data is asked again for the visitor's city, awaited (start.tsx). */
    visitorCityLoading: (state, action: PayloadAction<number>) => {
      state.visitorCity = action.payload;
    },
    visitorCityLoaded: (state) => {
      state.visitorCity = null;
    },
    /** The session cookie and the consent are read (on a rendered page the city too). */
    visitorStateRestored: (state) => {
      state.visitorRestored = true;
    },
    /** The page is on screen with the visitor's own state: a tap does what it says. */
    appReady: (state, action: PayloadAction<'hydrated' | 'rendered'>) => {
      state.phase = 'ready';
      state.shown = action.payload;
    },
    /** The profile confirmed a client (features/auth): dispatched once per session. */
    sessionStarted: (state) => {
      state.session = 'started';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, (state) => {
      state.session = 'none';
      state.sessionsEnded += 1;
    });
  },
});

export const lifecycleReducer = lifecycleSlice.reducer;
export const {
  appBooted,
  firstLoadEnded,
  traversalStarted,
  navigationEnded,
  visitorCityLoading,
  visitorCityLoaded,
  visitorStateRestored,
  appReady,
  sessionStarted,
} = lifecycleSlice.actions;

/**
 * Whether a loader waits for the data it starts: on the first load (the first render hydrates
 * the prerendered HTML or shows the page whole), for the visitor's city on a hydrated page, and
 * on Back/Forward (the restored scroll position needs the complete page). Later navigations
 * render at once and fill in.
 */
export const selectLoadersAwaitData = ({ lifecycle }: LifecycleRoot): boolean =>
  lifecycle.phase === 'firstLoad' || lifecycle.traversing || lifecycle.visitorCity !== null;

/** The city loaders ask for instead of the selected one (null: the selected one). */
export const selectVisitorCityLoading = ({ lifecycle }: LifecycleRoot): number | null => lifecycle.visitorCity;
export const selectArrival = ({ lifecycle }: LifecycleRoot): Arrival => lifecycle.arrival;
export const selectAppReady = ({ lifecycle }: LifecycleRoot): boolean => lifecycle.phase === 'ready';
/** A page opened after the first one (a link, a form, Back/Forward), not the first page or its visitor-city reload. */
export const selectLaterPage = ({ lifecycle }: LifecycleRoot): boolean =>
  (lifecycle.phase === 'showing' || lifecycle.phase === 'ready') && lifecycle.visitorCity === null;
export const selectTraversing = ({ lifecycle }: LifecycleRoot): boolean => lifecycle.traversing;
export const selectSessionStarted = ({ lifecycle }: LifecycleRoot): boolean => lifecycle.session === 'started';
export const selectSessionsEnded = ({ lifecycle }: LifecycleRoot): number => lifecycle.sessionsEnded;
