export {
  lifecycleReducer,
  appBooted,
  firstLoadEnded,
  traversalStarted,
  visitorCityLoading,
  visitorCityLoaded,
  visitorStateRestored,
  appReady,
  sessionStarted,
  sessionEnded,
  selectLoadersAwaitData,
  selectVisitorCityLoading,
  selectArrival,
  selectAppReady,
  selectLaterPage,
  selectSessionStarted,
  selectSessionsEnded,
  type LifecycleRoot,
} from './lifecycleSlice';
export { appListener, startAppListening, listenersOnce } from './listener';
export { followNavigation } from './followNavigation';
export { addFeature, setFeatureInjector, type FeatureFlows } from './features';
