import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startTestApi, type TestApi } from '../../api/src/testing';
import { startGateway } from './support/gateway';
import { startRestStub, type RestStub } from './support/rest-stub';

/**
 * What NODE_ENV=production changes in the gateway: no REST call counts in answers, and
 * unexpected errors masked without their original message or stack.
 */
describe('NODE_ENV=production', () => {
  const production = loadConfig({ NODE_ENV: 'production' });
  const development = loadConfig({ NODE_ENV: 'development' });

  it('turns the call counts and error details off', () => {
    expect(production).toMatchObject({ exposeUpstreamCalls: false, exposeErrorDetails: false });
    expect(development).toMatchObject({ exposeUpstreamCalls: true, exposeErrorDetails: true });
    // Unset (tests, npm start without NODE_ENV): counts on, details off.
    expect(loadConfig({})).toMatchObject({ exposeUpstreamCalls: true, exposeErrorDetails: false });
  });

  describe('against the real api', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ seed: 'small' });
    });
    afterAll(() => api?.close());

    it('answers without extensions.upstreamCalls', async () => {
      const gateway = await startGateway({ ...production, apiUrl: api.url });
      try {
        const answer = await gateway.graphql('{ magazines { name } }');
        expect(answer.errors).toBeUndefined();
        expect(answer.extensions).toBeUndefined();
      } finally {
        await gateway.close();
      }
    });
  });

  describe('an unexpected error', () => {
    let stub: RestStub;
    beforeAll(async () => {
      // A REST status the gateway does not expect there: a gateway bug, masked.
      stub = await startRestStub(() => ({ status: 409, body: { error: 'detalle interno de la api' } }));
    });
    afterAll(() => stub?.close());

    const failing = async (config: typeof production) => {
      const gateway = await startGateway({ ...config, apiUrl: stub.url });
      try {
        return await gateway.graphql('{ magazines { name } }');
      } finally {
        await gateway.close();
      }
    };

    it('is "Unexpected error." with no details in production', async () => {
      const answer = await failing(production);
      expect(answer.errors).toEqual([
        expect.objectContaining({ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
      ]);
      expect(JSON.stringify(answer)).not.toContain('detalle interno');
    });

    it('shows its original error in development only', async () => {
      expect(JSON.stringify(await failing(development))).toContain('detalle interno');
    });
  });
});
