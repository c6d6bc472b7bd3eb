/**
 * Sends text that is already the JSON of the route's response schema, built by PostgreSQL (costing
 * lines, statistics rows): with a JSON content type Fastify sends a string as it is, instead of the
 * server parsing, validating and serialising every row again.
 */
import type { FastifyReply } from 'fastify';

export function sendJsonText(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
