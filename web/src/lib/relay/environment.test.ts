import { commitMutation, fetchQuery } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ShellRouteQuery, {
  type ShellRouteQuery as ShellRouteQueryType,
} from '../../features/shell/__generated__/ShellRouteQuery.graphql';
import {
  endRefusedSession,
  getAuthToken,
  getSessionState,
  setAuthToken,
  storeUser,
  subscribeToSession,
} from '../session';
import FollowUser, { type useFollowUserMutation } from './__generated__/useFollowUserMutation.graphql';
import UploadProfilePicture, {
  type useUploadProfilePictureMutation,
} from './__generated__/useUploadProfilePictureMutation.graphql';
import { CSRF_HEADER, getRelayEnvironment, UPLOAD_PROGRESS } from './environment';

/** The network layer as the gateway sees it: what goes out with every request. */
describe('Relay network layer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the CSRF header the gateway asks of non-JSON requests on every request', async () => {
    const fetchSpy = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ data: { viewer: null } }));
    vi.stubGlobal('fetch', fetchSpy);

    await fetchQuery(getRelayEnvironment(), ShellRouteQuery, {}).toPromise();

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(new Headers(init.headers).get(CSRF_HEADER)).toBeTruthy();
    expect(CSRF_HEADER).toBe('x-graphql-yoga-csrf');
  });

  it("sends an operation by its trusted document's id, never its text", async () => {
    const fetchSpy = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ data: { viewer: null } }));
    vi.stubGlobal('fetch', fetchSpy);

    await fetchQuery(getRelayEnvironment(), ShellRouteQuery, {}).toPromise();

    const body = JSON.parse(fetchSpy.mock.calls[0]![1].body as string) as Record<string, unknown>;
    expect(ShellRouteQuery.params.id).toMatch(/^[0-9a-f]{64}$/);
    expect(body).toEqual({
      operationName: 'ShellRouteQuery',
      variables: {},
      extensions: { persistedQuery: { version: 1, sha256Hash: ShellRouteQuery.params.id } },
    });
  });
});

describe('Relay network layer: a gateway that goes away mid-request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks a query once more when it got no answer or the balancer's error page, then has its data", async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 }),
      async () => Response.json({ data: { viewer: null } }),
    ];
    for (const failure of answers.slice(0, 2)) {
      const fetchSpy = vi.fn().mockImplementationOnce(failure).mockImplementationOnce(answers[2]!);
      vi.stubGlobal('fetch', fetchSpy);
      const data = await fetchQuery<ShellRouteQueryType>(getRelayEnvironment(), ShellRouteQuery, {}).toPromise();
      expect(fetchSpy).toHaveBeenCalledTimes(2);
      expect(data?.viewer).toEqual({ ok: true, value: null });
    }
  });

  it('never repeats a mutation whose answer was lost: it may have been applied', async () => {
    const fetchSpy = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchSpy);
    const outcome = new Promise<unknown>((resolve) => {
      commitMutation<useFollowUserMutation>(getRelayEnvironment(), {
        mutation: FollowUser,
        variables: { input: { userId: 'VXNlcjox' } },
        onCompleted: resolve,
        onError: resolve,
      });
    });
    expect(await outcome).toBeInstanceOf(TypeError);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

/** What the gateway answers a stored token it no longer accepts (an expired or invalid session). */
const refusedToken = {
  data: { viewer: null },
  errors: [
    { message: 'Sesión no válida. Inicia sesión de nuevo.', path: ['viewer'], extensions: { code: 'UNAUTHENTICATED' } },
  ],
};

function bearerOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('authorization');
}

describe('Relay network layer: a session the gateway refuses', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session and asks the query again as a visitor, whose answer the screen gets', async () => {
    setAuthToken('caducado');
    storeUser({ username: 'lucia', role: 'Creativo' });
    const fetchSpy = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json(bearerOf(init) ? refusedToken : { data: { viewer: null } }),
    );
    vi.stubGlobal('fetch', fetchSpy);

    const data = await fetchQuery<ShellRouteQueryType>(getRelayEnvironment(), ShellRouteQuery, {}).toPromise();

    expect(fetchSpy.mock.calls.map(([, init]) => bearerOf(init))).toEqual(['Bearer caducado', null]);
    expect(data?.viewer).toEqual({ ok: true, value: null });
    expect(getAuthToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getSessionState()).toBe('refused');
  });

  it('leaves a session that replaced the refused one alone', async () => {
    setAuthToken('caducado');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        // A sign-in completes while the old token's request is on its way.
        if (bearerOf(init) === 'Bearer caducado') setAuthToken('nuevo');
        return Response.json(bearerOf(init) ? refusedToken : { data: { viewer: null } });
      }),
    );

    await fetchQuery(getRelayEnvironment(), ShellRouteQuery, {}).toPromise();

    expect(getAuthToken()).toBe('nuevo');
    expect(getSessionState()).toBe('signedIn');
  });

  it('does not repeat a mutation nor end the session there: the screen says what happened', async () => {
    setAuthToken('caducado');
    const fetchSpy = vi.fn(async () =>
      Response.json({
        data: null,
        errors: [{ message: 'Sesión no válida. Inicia sesión de nuevo.', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    );
    vi.stubGlobal('fetch', fetchSpy);

    const outcome = new Promise((resolve, reject) =>
      commitMutation<useFollowUserMutation>(getRelayEnvironment(), {
        mutation: FollowUser,
        variables: { input: { userId: 'VXNlcjoy' } },
        onCompleted: resolve,
        onError: reject,
      }),
    );

    await expect(outcome).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(getAuthToken()).toBe('caducado');
  });

  it('ends a session once, however many of its requests are refused', () => {
    setAuthToken('caducado');
    const changes = vi.fn();
    const unsubscribe = subscribeToSession(changes);
    endRefusedSession('caducado');
    endRefusedSession('caducado');
    unsubscribe();
    expect(changes).toHaveBeenCalledTimes(1);
  });
});

/** The browser's XMLHttpRequest as far as the network layer uses it, recording what it is given. */
class RecordingXhr {
  static sent: RecordingXhr[] = [];
  method = '';
  url = '';
  headers = new Headers();
  body: unknown = null;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: unknown) {
    this.body = body;
    RecordingXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  answer(json: unknown) {
    this.responseText = JSON.stringify(json);
    this.onload?.();
  }
}

describe('Relay network layer: uploads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    RecordingXhr.sent = [];
  });

  it('sends uploadables as a GraphQL multipart request with the CSRF header, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', RecordingXhr);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const picture = new File(['png bytes'], 'foto.png', { type: 'image/png' });
    const progress: number[] = [];

    const completed = new Promise<useUploadProfilePictureMutation['response']>((resolve, reject) => {
      commitMutation<useUploadProfilePictureMutation>(getRelayEnvironment(), {
        mutation: UploadProfilePicture,
        variables: { input: { file: null } },
        uploadables: { 'input.file': picture },
        cacheConfig: { metadata: { [UPLOAD_PROGRESS]: (fraction: number) => progress.push(fraction) } },
        onCompleted: resolve,
        onError: reject,
      });
    });

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(RecordingXhr.sent).toHaveLength(1);
    const [request] = RecordingXhr.sent;
    expect([request!.method, request!.url]).toEqual(['POST', '/graphql']);
    expect(request!.headers.get(CSRF_HEADER)).toBeTruthy();
    // The browser sets the multipart content type with its boundary.
    expect(request!.headers.get('content-type')).toBeNull();

    const form = request!.body as FormData;
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
    const operations = JSON.parse(form.get('operations') as string) as Record<string, unknown>;
    expect(operations).toEqual({
      operationName: 'useUploadProfilePictureMutation',
      variables: { input: { file: null } },
      extensions: { persistedQuery: { version: 1, sha256Hash: UploadProfilePicture.params.id } },
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.input.file'] });
    const file = form.get('0') as File;
    expect([file.name, file.type, file.size]).toEqual(['foto.png', 'image/png', picture.size]);

    request!.progress(25, 100);
    request!.progress(100, 100);
    expect(progress).toEqual([0.25, 1]);

    request!.answer({
      data: { uploadProfilePicture: { user: { id: 'VXNlcjox', profilePicture: '/media/a.webp' }, userErrors: [] } },
    });
    expect((await completed).uploadProfilePicture.user?.profilePicture).toBe('/media/a.webp');
  });

  it('fails like fetch when the network does, and passes on a refusal of the whole request', async () => {
    vi.stubGlobal('XMLHttpRequest', RecordingXhr);
    const send = () =>
      new Promise<unknown>((resolve, reject) => {
        commitMutation<useUploadProfilePictureMutation>(getRelayEnvironment(), {
          mutation: UploadProfilePicture,
          variables: { input: { file: null } },
          uploadables: { 'input.file': new File(['x'], 'foto.png') },
          onCompleted: resolve,
          onError: reject,
        });
      });

    const offline = send();
    RecordingXhr.sent.at(-1)!.onerror?.();
    await expect(offline).rejects.toBeInstanceOf(TypeError);

    const refused = send();
    RecordingXhr.sent.at(-1)!.answer({
      errors: [{ message: 'Falta la cabecera x-graphql-yoga-csrf', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    await expect(refused).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
