/**
 * Typed calls parse their answers with the server's schemas (packages/domain): a malformed answer is
 * an AnswerError naming the call and the wrong fields, raised where the call is made, never a value
 * of the wrong shape handed to a screen. `fetch` plays the server; the client and calls run for real.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupNodeSchema } from '@constat/domain/answers';
import { installMemoryStorage } from './setup.ts';
import { AnswerError, parseAnswer } from '../src/api/answers.ts';
import { writeSecurity } from '../src/api/tokens.ts';
import { drainErrors } from '../src/app/errors/errorBus.ts';
import { createQueryClient } from '../src/app/query/queryClient.ts';
import { fetchGroupTree } from '../src/features/admin/adminApi.ts';
import { fetchCosting } from '../src/features/costing/api.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The server answers `body` to every call. */
function serverAnswers(body: unknown) {
  const fetchStub = vi.fn(() => Promise.resolve(json(body)));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const NODE = { id: 3, name: 'Nord', logo: null, parentId: null, userCount: 2 };

describe('answers', () => {
  beforeEach(() => {
    installMemoryStorage();
    writeSecurity({ login: 'admin', jwtToken: 'jwt', refreshToken: 'refresh' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hands the parsed answer to the caller', async () => {
    serverAnswers([NODE]);
    await expect(fetchGroupTree()).resolves.toEqual([NODE]);
  });

  it('refuses an answer of the wrong shape with the call and the fields in the message', async () => {
    serverAnswers([{ ...NODE, id: '3', userCount: undefined }]);
    const failure = await fetchGroupTree().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AnswerError);
    const { message, path } = failure as AnswerError;
    expect(path).toBe('/user-group/tree');
    expect(message).toContain('Unexpected answer from /user-group/tree');
    expect(message).toContain('0.id');
    expect(message).toContain('0.userCount');
  });

  it('refuses an error page or an empty body answered with 200', async () => {
    serverAnswers(null);
    await expect(fetchCosting(12, null)).rejects.toThrow(
      /Unexpected answer from \/edl\/12\/costing: \(answer\)/,
    );
    expect(() => parseAnswer(GroupNodeSchema, '/user-group/3', 'Bad gateway')).toThrow(AnswerError);
  });

  it('reaches the central error dialog once through a query, without a retry', async () => {
    const fetchStub = serverAnswers({ lines: 'none' });
    const client = createQueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['costing', 12], queryFn: () => fetchCosting(12, null) }),
    ).rejects.toBeInstanceOf(AnswerError);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const reported = drainErrors();
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeInstanceOf(AnswerError);
    client.unmount();
  });
});
