/**
 * The app's QueryClient defaults (docs/ARCHITECTURE.md "state"): no retry of a 4xx, a malformed
 * answer or a missing session; one retry of a 5xx or a network failure; nothing sent offline;
 * failures to the central error dialog unless the query's screen shows them ('introuvable', its own
 * wording, its own page). A real QueryClient runs the queries; only the loaders are scripted.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnswerError } from '../src/api/answers.ts';
import { ApiError, NetworkError, NotLoggedInError } from '../src/api/errors.ts';
import { drainErrors } from '../src/app/errors/errorBus.ts';
import { createQueryClient, shouldRetry, type QueryErrorMeta } from '../src/app/query/queryClient.ts';

const apiError = (status: number) => new ApiError(status, null, `HTTP ${status}`, undefined, false, '/x');

/** A loader that fails with each of `failures` in turn, then answers 'ok'; counts its calls. */
function scripted(failures: unknown[]) {
  const loader = { calls: 0, run: () => Promise.resolve('') };
  loader.run = () => {
    loader.calls += 1;
    const failure = failures.shift();
    return failure === undefined ? Promise.resolve('ok') : Promise.reject(failure);
  };
  return loader;
}

describe('retries', () => {
  it('never retries a 4xx, a malformed answer or a missing session', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429])
      expect(shouldRetry(0, apiError(status))).toBe(false);
    expect(shouldRetry(0, new AnswerError('/x', []))).toBe(false);
    expect(shouldRetry(0, new NotLoggedInError())).toBe(false);
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('retries a 5xx or a network failure once, not twice', () => {
    expect(shouldRetry(0, apiError(500))).toBe(true);
    expect(shouldRetry(0, apiError(503))).toBe(true);
    expect(shouldRetry(0, new NetworkError('/x', new Error('lost')))).toBe(true);
    expect(shouldRetry(1, apiError(503))).toBe(false);
    expect(shouldRetry(1, new NetworkError('/x', new Error('lost')))).toBe(false);
  });
});

describe('the QueryClient', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = createQueryClient();
    onlineManager.setOnline(true);
    drainErrors();
  });
  afterEach(() => {
    client.clear();
    client.unmount();
    onlineManager.setOnline(true);
  });

  const fetch = (loader: ReturnType<typeof scripted>, meta?: QueryErrorMeta) =>
    client.fetchQuery({ queryKey: ['test', Math.random()], queryFn: loader.run, meta });

  it('answers after one retry of a 503', async () => {
    const loader = scripted([apiError(503)]);
    await expect(fetch(loader)).resolves.toBe('ok');
    expect(loader.calls).toBe(2);
    expect(drainErrors()).toEqual([]);
  });

  it('gives up on the second network failure and reports it to the central dialog', async () => {
    const lost = new NetworkError('/x', new Error('lost'));
    const loader = scripted([lost, lost]);
    await expect(fetch(loader)).rejects.toBe(lost);
    expect(loader.calls).toBe(2);
    expect(drainErrors()).toEqual([lost]);
  });

  it('asks once on a 404 and leaves it to the screen that shows "introuvable"', async () => {
    const loader = scripted([apiError(404)]);
    await expect(fetch(loader, { notFound: true })).rejects.toBeInstanceOf(ApiError);
    expect(loader.calls).toBe(1);
    expect(drainErrors()).toEqual([]);
  });

  it('reports a 404 of a screen without "introuvable", and a 409, once each', async () => {
    const notFound = apiError(404);
    const conflict = apiError(409);
    await expect(fetch(scripted([notFound]))).rejects.toBe(notFound);
    await expect(fetch(scripted([conflict]), { notFound: true })).rejects.toBe(conflict);
    expect(drainErrors()).toEqual([notFound, conflict]);
  });

  it("reports with the screen's own wording, or not at all for a screen that shows its failure", async () => {
    const refused = apiError(400);
    await expect(fetch(scripted([refused]), { failure: 'Liste non chargée' })).rejects.toBe(refused);
    await expect(fetch(scripted([apiError(401)]), { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(drainErrors()).toEqual([{ message: 'Liste non chargée', cause: refused }]);
  });

  it('sends nothing while offline, and reads once the network is back', async () => {
    onlineManager.setOnline(false);
    const loader = scripted([]);
    const answer = fetch(loader);
    await Promise.resolve();
    expect(loader.calls).toBe(0);
    expect(client.getQueryCache().getAll()[0]?.state.fetchStatus).toBe('paused');
    onlineManager.setOnline(true);
    await expect(answer).resolves.toBe('ok');
    expect(loader.calls).toBe(1);
  });
});
