// Reports (issue 24; CONTRACT.md § Reports): 'Denunciar' on a post, a profile or an offer, the
// operators' queue and decisions: hide the item, or dismiss its reports. What a person has
// reported is on their own profile (`reportedItems`).
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { REPORT_MESSAGES, dismissReports, fileReport, hideItem, reportQueue } from '../models/reports';
import { errors } from '../schemas/common';
import {
  DecisionMessage,
  HideBody,
  ReportAnswer,
  ReportBody,
  ReportItemParams,
  ReportQueuePage,
  ReportQueuePaging,
} from '../schemas/report';
import { guarded } from './moderation';

const bearer = [{ bearerAuth: [] }];

export function registerReportRoutes(app: App, ctx: AppContext): void {
  registerReporting(app, ctx);
  registerOperatorDecisions(app, ctx);
}

function registerReporting(app: App, ctx: AppContext): void {
  app.post(
    '/api/reports',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: ['reports'],
        summary: "Reports a post, a profile or an offer (once per person and item; not one's own)",
        security: bearer,
        body: ReportBody,
        response: { 201: ReportAnswer, ...errors(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await fileReport(ctx.db, { reporterId: signedInUser(request), now: ctx.clock.now(), ...request.body });
      return reply.code(201).send({ message: REPORT_MESSAGES.received });
    },
  );
}

function registerOperatorDecisions(app: App, ctx: AppContext): void {
  const tags = ['moderation'];
  app.get(
    '/api/moderation/reports',
    {
      ...guarded(ctx),
      schema: {
        tags,
        summary: 'Operators: the reported items, the longest waiting first, with their open reports',
        security: bearer,
        querystring: ReportQueuePaging,
        response: { 200: ReportQueuePage, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { items, info } = await reportQueue(ctx.db, request.query);
      return { items, ...info };
    },
  );

  app.post(
    '/api/moderation/reports/:kind/:itemId/hide',
    {
      ...guarded(ctx),
      schema: {
        tags,
        summary: 'Operators: hide a reported item from everyone but its author (told the reason) and close its reports',
        security: bearer,
        params: ReportItemParams,
        body: HideBody,
        response: { 200: DecisionMessage, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { kind, itemId } = request.params;
      await hideItem(ctx.db, { kind, itemId, ...request.body, now: ctx.clock.now() });
      ctx.mailQueue.kick();
      return { message: REPORT_MESSAGES.hidden };
    },
  );

  app.post(
    '/api/moderation/reports/:kind/:itemId/dismiss',
    {
      ...guarded(ctx),
      schema: {
        tags,
        summary: 'Operators: dismiss the open reports of an item; it stays visible',
        security: bearer,
        params: ReportItemParams,
        response: { 200: DecisionMessage, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { kind, itemId } = request.params;
      await dismissReports(ctx.db, kind, itemId, ctx.clock.now());
      return { message: REPORT_MESSAGES.dismissed };
    },
  );
}
