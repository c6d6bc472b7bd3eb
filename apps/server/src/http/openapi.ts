/**
 * The OpenAPI document at /api/docs/json, from which partners generate clients. Every operation
 * gets, without its route saying so: a stable operationId (from its method and path), the error
 * answers every route can give in the one error shape, and no security requirement when public.
 * Checked by Redocly's recommended rules in the tests (openapi.test.ts).
 */
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from '@fastify/type-provider-zod';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { ErrorSchema } from './errors.ts';

const ERROR_JSON_SCHEMA = z.toJSONSchema(ErrorSchema, { target: 'openapi-3.0', io: 'output' });

const errorResponse = (description: string) => ({ ...ERROR_JSON_SCHEMA, description });

/** `POST /api/login/refresh` -> postLoginRefresh; `PUT /api/profile/:id/default` -> putProfileByIdDefault. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_.]/)));
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + capitalised.join('');
}

interface RouteFacts {
  isPublic: boolean;
  hasParams: boolean;
  hasBody: boolean;
  rateLimited: boolean;
}

/** The refusals any route of that kind can answer (the shared layer's, see errorHandler.ts). */
function sharedErrors({ isPublic, hasParams, hasBody, rateLimited }: RouteFacts) {
  return {
    400: errorResponse('Invalid request: validation, malformed JSON, NUL character, bad URL encoding'),
    ...(!isPublic && {
      401: errorResponse('Not authenticated, or the token is invalid or expired'),
      403: errorResponse('The signed-in user may not do this'),
    }),
    ...((hasParams || !isPublic) && { 404: errorResponse('Not found, or not visible to the caller') }),
    ...(hasBody && { 413: errorResponse('Body larger than the limit') }),
    415: errorResponse('A body that is not JSON'),
    ...(rateLimited && { 429: errorResponse('Too many attempts') }),
  };
}

/**
 * OpenAPI 3.0 has no null type: zod writes a nullable union as `{ nullable: true, anyOf: [...] }`,
 * which tools ignore (`nullable` needs a sibling `type`). Each variant is made nullable instead.
 */
function nullableUnions<T>(value: T): T {
  if (Array.isArray(value)) return value.map(nullableUnions) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, child]) => [key, nullableUnions(child)] as const);
  const node: Record<string, unknown> = Object.fromEntries(entries);
  const variants = node['anyOf'] ?? node['oneOf'];
  if (node['nullable'] === true && node['type'] === undefined && Array.isArray(variants)) {
    const key = node['anyOf'] ? 'anyOf' : 'oneOf';
    const { nullable: _nullable, ...rest } = node;
    return { ...rest, [key]: variants.map((v: object) => ({ ...v, nullable: true })) } as T;
  }
  return node as T;
}

const documentRoute: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const schema: FastifySchema = nullableUnions(transformed.schema);
  if (schema.hide) return transformed;
  const declared = typeof schema.response === 'object' && schema.response !== null ? schema.response : {};
  const { route, url } = document;
  const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
  const isPublic = route.config?.auth === 'public';
  const facts: RouteFacts = {
    isPublic,
    hasParams: url.includes(':'),
    hasBody: schema.body !== undefined,
    rateLimited: route.config !== undefined && 'rateLimit' in route.config,
  };
  return {
    url: transformed.url,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, url),
      response: { ...sharedErrors(facts), ...declared },
      ...(isPublic && { security: [] }),
    },
  };
};

export function swaggerOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  const server = publicUrl.replace(/\/+$/, '');
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Constat API',
        description: 'États des lieux: accounts, reports, costing',
        version: '0.1.0',
        // Not open source: the terms are those of whoever runs this server.
        license: { name: 'Proprietary', url: `${server}/` },
      },
      servers: [{ url: server, description: 'This Constat server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: documentRoute,
  };
}
