/**
 * For a screen that loads on each tap ('Filtrer'): only the answer to the latest request is shown.
 * Two quick taps send two requests, and the older one can answer last; its result (or its error)
 * is then dropped instead of replacing the figures the user asked for last.
 */
import { useCallback, useRef } from 'react';

/** `track(promise)` resolves or rejects like `promise` while it is the latest; otherwise never. */
export function useLatestRequest(): <T>(promise: Promise<T>) => Promise<T> {
  const latest = useRef(0);
  return useCallback(<T>(promise: Promise<T>) => {
    const request = ++latest.current;
    return new Promise<T>((resolve, reject) => {
      promise.then(
        (value) => {
          if (request === latest.current) resolve(value);
        },
        (error: unknown) => {
          if (request === latest.current) reject(error);
        },
      );
    });
  }, []);
}
