import { describe, expect, it } from 'vitest';
import { parseAuthorization } from '../src/modules/auth/authenticate.ts';

describe('one auth layer parses the three schemes of the specs', () => {
  it('Bearer <jwt>', () => {
    expect(parseAuthorization('Bearer abc.def.ghi')).toEqual({ scheme: 'bearerToken', token: 'abc.def.ghi' });
  });
  it('Limited <edlId>#<publicToken> (public costing)', () => {
    expect(parseAuthorization('Limited 1234#tok_EN-9')).toEqual({
      scheme: 'limited',
      edlId: 1234,
      publicToken: 'tok_EN-9',
    });
    expect(parseAuthorization('Limited abc#tok')).toEqual({ scheme: 'invalid' });
    expect(parseAuthorization('Limited 12')).toEqual({ scheme: 'invalid' });
  });
  it('ApiKey <key> (partner platform)', () => {
    expect(parseAuthorization('ApiKey k-123')).toEqual({ scheme: 'apiKey', key: 'k-123' });
  });
  it('no header is no credentials; anything else is invalid', () => {
    expect(parseAuthorization(undefined)).toEqual({ scheme: 'none' });
    expect(parseAuthorization('Basic dXNlcjpwdw==')).toEqual({ scheme: 'invalid' });
    expect(parseAuthorization('Bearer')).toEqual({ scheme: 'invalid' });
  });
});
