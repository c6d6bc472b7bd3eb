/**
 * Waiting for a PDF across a server's restart: a has-generated stream the server ends with
 * 'reconnect' (its process drains), or cut without a word (its process killed), is opened again
 * after the pause it asks for, through failures to connect while no process answers, and the next
 * stream's 'generated' ends the wait. `fetch` is a
 * scripted server (the network is not ours); the client runs for real.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../src/api/errors.ts';
import { writeSecurity } from '../src/api/tokens.ts';
import { waitGenerated } from '../src/features/documents/documentsApi.ts';
import { installMemoryStorage } from './setup.ts';

const stream = (text: string) =>
  new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
const refused = () => {
  throw new TypeError('fetch failed');
};

function scriptedFetch(answers: (() => Response)[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected call ${url}`);
      return answer();
    }),
  );
  return urls;
}

describe('waitGenerated', () => {
  beforeEach(() => {
    installMemoryStorage();
    writeSecurity({ login: 'agent', jwtToken: 'jwt-1', refreshToken: 'refresh-1' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("opens the stream again when the server says 'reconnect', through refused connections", async () => {
    const urls = scriptedFetch([
      () => stream(': connected\n\nretry: 5\ndata: reconnect\n\n'),
      refused,
      () => new Response('{"code":"unavailable"}', { status: 503 }),
      () => stream(': connected\n\ndata: generated\n\n'),
    ]);
    await expect(waitGenerated(12, 'edl', new AbortController().signal)).resolves.toBeUndefined();
    expect(urls).toEqual(Array(4).fill('/api/sse/edl/12/pdf/has-generated'));
  });

  it("still rejects on 'failed'", async () => {
    scriptedFetch([() => stream('retry: 5\ndata: reconnect\n\n'), () => stream('data: failed\n\n')]);
    await expect(waitGenerated(3, 'convention', new AbortController().signal)).rejects.toThrow(/a échoué/);
  });

  it('opens a stream cut without a word (its process killed) again, and hears there what it missed', async () => {
    const urls = scriptedFetch([
      () => stream(': connected\n\nretry: 5\n\n'),
      refused,
      () => stream(': connected\n\nretry: 5\n\ndata: generated\n\n'),
    ]);
    await expect(waitGenerated(8, 'edl', new AbortController().signal)).resolves.toBeUndefined();
    expect(urls).toHaveLength(3);
  });

  it('gives up after six cut streams in a row', async () => {
    const cut = () => stream(': connected\n\nretry: 1\n\n');
    const urls = scriptedFetch(Array(6).fill(cut));
    await expect(waitGenerated(3, 'edl', new AbortController().signal)).rejects.toThrow(/flux interrompu/);
    expect(urls).toHaveLength(6);
  });

  it('gives up after six refused reopenings in a row', async () => {
    const urls = scriptedFetch([() => stream('retry: 1\ndata: reconnect\n\n'), ...Array(6).fill(refused)]);
    await expect(waitGenerated(5, 'edl', new AbortController().signal)).rejects.toBeInstanceOf(NetworkError);
    expect(urls).toHaveLength(7);
  });

  it('stops waiting when its signal aborts during a pause', async () => {
    scriptedFetch([() => stream('retry: 60000\ndata: reconnect\n\n')]);
    const controller = new AbortController();
    const waiting = waitGenerated(5, 'edl', controller.signal);
    setTimeout(() => controller.abort(new Error('écran quitté')), 10);
    await expect(waiting).rejects.toThrow('écran quitté');
  });
});
