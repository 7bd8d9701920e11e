import { commitMutation, fetchQuery } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ShellRouteQuery from '../../features/shell/__generated__/ShellRouteQuery.graphql';
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
    const operations = JSON.parse(form.get('operations') as string) as { query: string; variables: unknown };
    expect(operations.query).toContain('mutation useUploadProfilePictureMutation');
    expect(operations.variables).toEqual({ input: { file: null } });
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
