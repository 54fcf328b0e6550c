/**
 * What a component shows of a query, for RTK Query's `selectFromResult`: asking again for today's
 * values with the same answer then renders nothing (docs/performance.md, "Today's values").
 */
export const shownAnswer = <Result extends { data?: unknown; isError: boolean; isLoading: boolean }>({
  data,
  isError,
  isLoading,
}: Result) => ({ data: data as Result['data'], isError, isLoading });

/** Its data alone: for a component that shows nothing of its own while the answer loads or fails. */
export const answerData = <Result extends { data?: unknown }>({ data }: Result) => ({ data: data as Result['data'] });
