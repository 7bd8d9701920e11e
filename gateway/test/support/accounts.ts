import { restGet, type Stack } from './stack';

/** A signed-in account of a test: its token, username and global ID. */
export interface TestAccount {
  token: string;
  username: string;
  email: string;
  password: string;
  id: string;
}

/** Signs a seeded account in through the graph (every demo account has the password Demo1234!). */
export async function signIn(stack: Stack, email: string, password = 'Demo1234!'): Promise<string> {
  const answer = await stack.gateway.graphql<{ login: { token: string | null } }>(
    `mutation SignIn($input: LoginInput!) { login(input: $input) { token } }`,
    { variables: { input: { email, password } } },
  );
  const token = answer.data?.login.token;
  if (!token) throw new Error(`cannot sign in as ${email}: ${JSON.stringify(answer)}`);
  return token;
}

/**
 * A new account, registered through the graph with the code the api's development
 * outbox holds: for tests that change or delete an account.
 */
export async function registerAccount(stack: Stack, username: string): Promise<TestAccount> {
  const email = `${username.replaceAll('.', '_')}@example.com`;
  const password = 'Secreta#2025';
  const sent = await stack.gateway.graphql<{ sendRegistrationCode: { sent: boolean } }>(
    `mutation Send($input: SendRegistrationCodeInput!) { sendRegistrationCode(input: $input) { sent } }`,
    { variables: { input: { username, email, password, confirmPassword: password, acceptedTerms: true } } },
  );
  if (!sent.data?.sendRegistrationCode.sent) throw new Error(`no code sent: ${JSON.stringify(sent)}`);
  const code = await mailedCode(stack, email);
  const verified = await stack.gateway.graphql<{
    verifyRegistrationCode: { token: string | null; viewer: { id: string } | null };
  }>(`mutation Verify($input: VerifyCodeInput!) { verifyRegistrationCode(input: $input) { token viewer { id } } }`, {
    variables: { input: { email, code } },
  });
  const session = verified.data?.verifyRegistrationCode;
  if (!session?.token || !session.viewer) throw new Error(`not registered: ${JSON.stringify(verified)}`);
  return { token: session.token, username, email, password, id: session.viewer.id };
}

/** The newest code the api's development outbox holds for an address. */
export async function mailedCode(stack: Stack, email: string): Promise<string> {
  const { mails } = await restGet<{ mails: { code: string | null }[] }>(
    stack.api.url,
    `/api/dev/outbox?email=${encodeURIComponent(email)}`,
  );
  const code = mails[0]?.code;
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
