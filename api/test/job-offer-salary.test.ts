// Salary ranges on job offers (issue 24, EU pay transparency): the form's fields and rules, an
// edit that changes part of the range, the public list's yearly minimum, and the extra
// questions that ask candidates about their pay history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveOffer } from '../src/admin/commands';
import { asksPayHistory } from '../src/domain/pay-transparency';
import { createTestApp, type TestApp } from '../src/testing';
import { get, refusal } from './helpers';
import {
  createCompany,
  createOffer,
  offerFields,
  sendOfferForm,
  type Account,
  type Offer,
} from './job-offers.fixtures';

let test: TestApp;
let company: Account;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  company = await createCompany(test);
});
afterAll(() => test.close());

const create = (fields: Record<string, string>) =>
  sendOfferForm(test, 'POST', '/api/offers/create', company.token, offerFields(fields));

describe('the salary of the offer form', () => {
  it('takes a range, in euros a year unless told, with thousands written the Spanish way', async () => {
    const answer = await create({ salaryMin: '30.000', salaryMax: '36 000' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect((answer.body.offer as Offer).salary).toEqual({ min: 30000, max: 36000, currency: 'EUR', period: 'year' });
  });

  it('takes one end alone, another currency and period, and no salary at all', async () => {
    const from = await create({ salaryMin: '900', salaryPeriod: 'month' });
    expect((from.body.offer as Offer).salary).toEqual({ min: 900, max: null, currency: 'EUR', period: 'month' });
    const upTo = await create({ salaryMax: '18', salaryCurrency: 'GBP', salaryPeriod: 'hour' });
    expect((upTo.body.offer as Offer).salary).toEqual({ min: null, max: 18, currency: 'GBP', period: 'hour' });
    const none = await create({ salaryMin: '', salaryMax: '', salaryCurrency: 'USD' });
    expect((none.body.offer as Offer).salary).toBeNull();
  });

  it('refuses amounts that are not whole, a minimum above the maximum, and unknown currencies or periods', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [
        { salaryMin: '30000,50' },
        'salaryMin',
        'El salario mínimo debe ser una cantidad entera entre 1 y 10.000.000, sin decimales.',
      ],
      [
        { salaryMax: '-5' },
        'salaryMax',
        'El salario máximo debe ser una cantidad entera entre 1 y 10.000.000, sin decimales.',
      ],
      [{ salaryMin: '40000', salaryMax: '30000' }, 'salaryMin', 'El salario mínimo no puede ser mayor que el máximo.'],
      [
        { salaryMin: '40000', salaryCurrency: 'BTC' },
        'salaryCurrency',
        'La moneda del salario no es válida: usa EUR, USD, GBP o CHF.',
      ],
      [
        { salaryMin: '40000', salaryPeriod: 'week' },
        'salaryPeriod',
        'El periodo del salario no es válido: usa year, month u hour.',
      ],
    ];
    for (const [fields, field, message] of cases) {
      expect(refusal(await create(fields)), JSON.stringify(fields)).toEqual({ status: 400, error: message, field });
    }
  });

  it('changes only what an edit sends, and an emptied range takes the salary away', async () => {
    const offer = (await create({ salaryMin: '24000', salaryMax: '28000' })).body.offer as Offer;
    const edit = (fields: Record<string, string>) =>
      sendOfferForm(test, 'PUT', `/api/offers/${offer._id}`, company.token, fields);
    const raised = await edit({ salaryMax: '32000' });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect((raised.body.offer as Offer).salary).toEqual({ min: 24000, max: 32000, currency: 'EUR', period: 'year' });
    expect(refusal(await edit({ salaryMin: '40000' }))).toMatchObject({ field: 'salaryMin' });
    const cleared = await edit({ salaryMin: '', salaryMax: '' });
    expect((cleared.body.offer as Offer).salary).toBeNull();
  });
});

describe('questions about pay history', () => {
  it('refuses an extra question that asks what a candidate earns or earned, and allows expectations', async () => {
    const asked = (question: string) =>
      create({ extraQuestions: JSON.stringify([{ question, responseType: 'number' }]) });
    for (const question of [
      '¿Cuál es tu salario actual?',
      '¿Cuánto cobrabas en tu último empleo?',
      'Indica tu historial salarial',
    ]) {
      expect(refusal(await asked(question)), question).toEqual({
        status: 400,
        field: 'extraQuestions',
        error:
          'No se puede preguntar a las candidaturas por su salario actual o anterior (Directiva (UE) 2023/970 de transparencia retributiva). Puedes preguntar por sus expectativas salariales.',
      });
    }
    expect((await asked('¿Cuáles son tus pretensiones salariales?')).status).toBe(201);
  });

  it('reads accents and case away, and leaves unrelated questions alone', () => {
    expect(asksPayHistory('¿CUÁNTO GANAS ahora?')).toBe(true);
    expect(asksPayHistory('¿Qué nómina percibías en tu puesto anterior?')).toBe(true);
    expect(asksPayHistory('¿Cuántos años de experiencia tienes?')).toBe(false);
    expect(asksPayHistory('¿Tienes disponibilidad actual para viajar?')).toBe(false);
  });
});

describe('GET /api/offers?minSalary=', () => {
  it('lists offers in euros whose salary reaches the yearly amount (a month counts 12, an hour 1,760)', async () => {
    const lister = await createCompany(test);
    const publish = (position: string, fields: Record<string, string>) =>
      createOffer(test, lister.token, { position, companyName: 'Salarios SL', ...fields });
    await publish('Anual alto', { salaryMin: '30000', salaryMax: '40000' });
    await publish('Anual bajo', { salaryMin: '18000', salaryMax: '21000' });
    await publish('Mensual', { salaryMin: '2600', salaryPeriod: 'month' });
    await publish('Por horas', { salaryMax: '20', salaryPeriod: 'hour' });
    await publish('En libras', { salaryMin: '50000', salaryCurrency: 'GBP' });
    await publish('Sin salario', {});
    const names = async (minSalary: number) => {
      const answer = await get(test.app, `/api/offers?companyName=Salarios&minSalary=${minSalary}&limit=100`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body as { offers: Offer[] }).offers.map((offer) => offer.position).sort();
    };
    expect(await names(30000)).toEqual(['Anual alto', 'Mensual', 'Por horas']);
    expect(await names(35000)).toEqual(['Anual alto', 'Por horas']);
    expect(await names(1)).toEqual(['Anual alto', 'Anual bajo', 'Mensual', 'Por horas']);
    expect((await get(test.app, '/api/offers?minSalary=0')).status).toBe(400);
  });

  it('shows an edit of the salary waiting for review beside the approved one', async () => {
    const offer = await createOffer(test, company.token, { salaryMin: '20000' });
    const edited = await sendOfferForm(test, 'PUT', `/api/offers/${offer._id}`, company.token, { salaryMin: '25000' });
    const body = edited.body.offer as Offer & { pendingChanges?: { salary: unknown } };
    expect(body.salary).toEqual({ min: 20000, max: null, currency: 'EUR', period: 'year' });
    expect(body.pendingChanges?.salary).toEqual({ min: 25000, max: null, currency: 'EUR', period: 'year' });
    await approveOffer(test.db, offer._id);
    const approved = await get(test.app, `/api/offers/${offer._id}`);
    expect((approved.body as { offer: Offer }).offer.salary).toMatchObject({ min: 25000 });
  });
});
