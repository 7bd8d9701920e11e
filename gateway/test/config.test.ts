import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('reads a pool size or a per-client cap of 0 as unset: 0 would refuse every call', () => {
    const zero = loadConfig({
      API_CONNECTIONS: '0',
      API_MEDIA_CONNECTIONS: '0',
      API_UPLOAD_CONNECTIONS: '0',
      MEDIA_STREAMS_PER_CLIENT: '0',
      UPLOADS_PER_CLIENT: '0',
    });
    const defaults = loadConfig({});
    expect(zero.upstreamConnections).toBe(defaults.upstreamConnections);
    expect(zero.clients).toEqual(defaults.clients);
  });

  it('takes the numbers set', () => {
    const set = loadConfig({ API_MEDIA_CONNECTIONS: '8', UPLOADS_PER_CLIENT: '2', CLIENT_PACE_WINDOW_MS: '0' });
    expect(set.clients).toMatchObject({ mediaConnections: 8, uploadsPerClient: 2, paceWindowMs: 0 });
  });

  it("takes the public address as the api does: PUBLIC_URL without a trailing slash, else this port's", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://moda.example/' }).publicUrl).toBe('https://moda.example');
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });
});
