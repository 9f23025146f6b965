import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  currentUserSchema,
  myCreditsSchema,
  googleLoginBodySchema,
  loginFormSchema,
  languageBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetRequestBodySchema,
  resetTokenParamsSchema,
  tokenResponseSchema,
  verifyResetTokenResponseSchema,
} from '@saath/shared/accounts';
import { errorSchema, messageSchema, validationErrorSchema } from '@saath/shared/errors';
import { API } from '@saath/shared/http';
import { profileUpdateSchema } from '@saath/shared/profile';
import type { Auth } from '../../platform/auth.ts';
import type { AccountsService } from './accounts.service.ts';

const tags = ['accounts'];
const errors = {
  400: errorSchema,
  401: errorSchema,
  409: errorSchema,
  422: validationErrorSchema,
  429: errorSchema,
};

export function registerAccountsRoutes(
  parent: FastifyInstance,
  deps: {
    accounts: AccountsService;
    auth: Auth;
    authRateLimit: { max: number; timeWindow: string };
  },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { accounts, auth } = deps;
  // Rate limits per client address on the authentication routes (docs/product/roles.md).
  const limited = { rateLimit: deps.authRateLimit };
  const bearer = [{ bearerAuth: [] }];

  app.post('/api/users/', {
    config: limited,
    schema: {
      operationId: 'registerUser',
      security: [],
      tags,
      summary: 'Register a traveller',
      body: registerBodySchema,
      response: { 201: currentUserSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await accounts.register(request.body)),
  });

  app.post('/api/users/login', {
    config: limited,
    schema: {
      operationId: 'login',
      security: [],
      tags,
      summary: 'Log in (form-encoded username = email, password)',
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: loginFormSchema,
      response: { 200: tokenResponseSchema, ...errors },
    },
    handler: async (request) => ({
      access_token: await accounts.login(request.body.username, request.body.password),
      token_type: 'bearer' as const,
    }),
  });

  app.post('/api/users/google', {
    config: limited,
    schema: {
      operationId: 'loginWithGoogle',
      security: [],
      tags,
      summary: 'Sign in with a Google ID token',
      body: googleLoginBodySchema,
      response: { 200: tokenResponseSchema, ...errors },
    },
    handler: async (request) => ({
      access_token: await accounts.loginWithGoogle(request.body.token),
      token_type: 'bearer' as const,
    }),
  });

  app.get('/api/users/me', {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'getProfile',
      tags,
      summary: 'The current user and profile',
      security: bearer,
      response: { 200: currentUserSchema, 401: errorSchema },
    },
    handler: async (request) => accounts.me(request.principal!),
  });

  app.get(API.myCredits, {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'getCredits',
      tags,
      summary: 'The credit and ticketing-fee waivers held, and where each came from',
      security: bearer,
      response: { 200: myCreditsSchema, 401: errorSchema },
    },
    handler: async (request) => accounts.myCredits(request.principal!),
  });

  app.put('/api/users/me', {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'updateProfile',
      tags,
      summary: 'Update the profile',
      security: bearer,
      body: profileUpdateSchema,
      response: { 200: currentUserSchema, ...errors },
    },
    handler: async (request) => accounts.updateProfile(request.principal!, request.body),
  });

  app.put(API.myLanguage, {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'setLanguage',
      tags,
      summary: "Set the language of the member's pages, mails and texts",
      security: bearer,
      body: languageBodySchema,
      response: { 200: languageBodySchema, ...errors },
    },
    handler: async (request) => accounts.setLanguage(request.principal!, request.body.language),
  });

  app.post('/api/users/change-password', {
    onRequest: auth.requireUser,
    config: limited,
    schema: {
      operationId: 'changePassword',
      tags,
      summary: 'Change password; other sessions end',
      security: bearer,
      body: changePasswordBodySchema,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) =>
      accounts.changePassword(
        request.principal!,
        request.body.current_password,
        request.body.new_password,
      ),
  });

  app.post('/api/users/logout', {
    onRequest: auth.requireUser,
    schema: {
      operationId: 'logout',
      tags,
      summary: 'End the current session',
      security: bearer,
      response: { 204: z.null(), 401: errorSchema },
    },
    handler: async (request, reply) => {
      await accounts.logout(request.principal!);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/users/reset-password-request', {
    config: limited,
    schema: {
      operationId: 'requestPasswordReset',
      security: [],
      tags,
      summary: 'Mail a password reset link (same answer for unknown emails)',
      body: resetRequestBodySchema,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => accounts.requestPasswordReset(request.body.email),
  });

  app.get('/api/users/verify-reset-token/:token', {
    config: limited,
    schema: {
      operationId: 'verifyResetToken',
      security: [],
      tags,
      summary: 'Check a reset token',
      params: resetTokenParamsSchema,
      response: { 200: verifyResetTokenResponseSchema, ...errors },
    },
    handler: async (request) => accounts.verifyResetToken(request.params.token),
  });

  app.post('/api/users/reset-password', {
    config: limited,
    schema: {
      operationId: 'resetPassword',
      security: [],
      tags,
      summary: 'Set a new password with a reset token',
      body: resetPasswordBodySchema,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) =>
      accounts.resetPassword(request.body.token, request.body.new_password),
  });
}
