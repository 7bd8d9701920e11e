import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../src/security/csrf';
import type { GraphQLAnswer } from '../support/gateway';
import { graphqlUpload, multipart } from '../support/multipart';
import { png } from '../support/png';
import { restGet, startStack, type Stack } from '../support/stack';
import { webOperation } from '../support/web-operations';

/**
 * What each onboarding screen costs upstream, run with the web app's own operations (the
 * Relay artifacts) against the real api: the screen's query and the mutation that saves
 * its answer. Every screen reads the profile once (GET /api/users/profile) and every save
 * is one PUT, whose answer already carries the profile the next screen needs; the photo's
 * PUT answers only the picture's URL, so its payload reads the profile after it.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('none');
});
afterAll(() => stack?.close());

const PASSWORD = 'Pasarela#2025';

async function registeredToken(username: string): Promise<string> {
  const email = `${username}@example.com`;
  await stack.gateway.graphql(
    `mutation ($input: SendRegistrationCodeInput!) { sendRegistrationCode(input: $input) { sent } }`,
    { variables: { input: { username, email, password: PASSWORD, confirmPassword: PASSWORD, acceptedTerms: true } } },
  );
  const { mails } = await restGet<{ mails: { code: string }[] }>(stack.api.url, `/api/dev/outbox?email=${email}`);
  const verified = await stack.gateway.graphql<{ verifyRegistrationCode: { token: string } }>(
    `mutation ($input: VerifyCodeInput!) { verifyRegistrationCode(input: $input) { token } }`,
    { variables: { input: { email, code: mails[0]!.code } } },
  );
  return verified.data!.verifyRegistrationCode.token;
}

/** Runs one web operation as the user, and answers how many REST calls it made. */
async function cost(token: string, name: string, variables: Record<string, unknown> = {}): Promise<number> {
  const answer = await stack.gateway.graphql(webOperation(name), { variables, token });
  expect(answer.errors, name).toBeUndefined();
  return answer.extensions!.upstreamCalls as number;
}

const save = (token: string, input: Record<string, unknown>) => cost(token, 'useUpdateProfileMutation', { input });

async function uploadCost(token: string): Promise<number> {
  const parts = graphqlUpload(
    webOperation('useUploadProfilePictureMutation'),
    { input: { file: null } },
    { 0: { path: 'variables.input.file', bytes: png({ side: 64 }), type: 'image/png' } },
  );
  const { body, contentType } = multipart(parts);
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType, [CSRF_HEADER]: '1', authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await response.json()) as GraphQLAnswer;
  expect(answer.errors).toBeUndefined();
  return answer.extensions!.upstreamCalls as number;
}

describe('each onboarding screen costs one upstream call to show and one to save (the photo two)', () => {
  it('on the creative student branch', async () => {
    const token = await registeredToken('coste_creativa');
    const steps: [screen: string, shown: number, saved: number][] = [
      [
        'useAccountReadyPollQuery',
        await cost(token, 'useAccountReadyPollQuery'),
        await save(token, { role: 'CREATIVE' }),
      ],
      [
        'CreativeTypeStepQuery',
        await cost(token, 'CreativeTypeStepQuery'),
        await save(token, { creativeType: 'STUDENT' }),
      ],
      [
        'CreativePersonalDataStepQuery',
        await cost(token, 'CreativePersonalDataStepQuery'),
        await save(token, {
          fullName: 'Lucía Navarro',
          dateOfBirth: '2003-02-11',
          country: 'España',
          city: 'Valencia',
        }),
      ],
      ['ProfilePhotoStepQuery', await cost(token, 'ProfilePhotoStepQuery'), await uploadCost(token)],
      [
        'ReferralSourceStepQuery',
        await cost(token, 'ReferralSourceStepQuery'),
        await save(token, { referralSource: 'Redes sociales' }),
      ],
      [
        'StudentStudiesStepQuery',
        await cost(token, 'StudentStudiesStepQuery'),
        await save(token, { formationType: 'Estudio en una escuela o universidad' }),
      ],
      [
        'StudentGraduationStepQuery',
        await cost(token, 'StudentGraduationStepQuery'),
        await save(token, { institution: 'Escuela de Moda de Valencia', profileCompleted: true }),
      ],
      ['OnboardingDoneStepQuery', await cost(token, 'OnboardingDoneStepQuery'), 0],
    ];
    expect(steps).toEqual([
      ['useAccountReadyPollQuery', 1, 1],
      ['CreativeTypeStepQuery', 1, 1],
      ['CreativePersonalDataStepQuery', 1, 1],
      // The PUT answers only {profilePicture}: the payload's user is read after it.
      ['ProfilePhotoStepQuery', 1, 2],
      ['ReferralSourceStepQuery', 1, 1],
      ['StudentStudiesStepQuery', 1, 1],
      ['StudentGraduationStepQuery', 1, 1],
      ['OnboardingDoneStepQuery', 1, 0],
    ]);
  });

  it('on the professional company branch', async () => {
    const token = await registeredToken('coste_empresa');
    await save(token, { role: 'PROFESSIONAL' });
    const steps: [screen: string, shown: number, saved: number][] = [
      [
        'ProfessionalTypeStepQuery',
        await cost(token, 'ProfessionalTypeStepQuery'),
        await save(token, { professionalType: 'COMPANY' }),
      ],
      [
        'ProfessionalPersonalDataStepQuery',
        await cost(token, 'ProfessionalPersonalDataStepQuery'),
        await save(token, { fullName: 'Marta Ruiz', dateOfBirth: '1985-04-02', country: 'España', city: 'Madrid' }),
      ],
      [
        'CompanyDataStepQuery',
        await cost(token, 'CompanyDataStepQuery'),
        await save(token, {
          companyName: 'Textil Norte',
          foundingYear: '1998',
          productServiceType: 'Ropa',
          profileCompleted: true,
        }),
      ],
    ];
    expect(steps).toEqual(steps.map(([screen]) => [screen, 1, 1]));
  });
});
