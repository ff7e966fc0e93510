/**
 * What infrastructure and services need of a logger: Fastify's (pino) fits it, and tests can
 * pass a recorder. Context first, then the message, as pino takes them.
 */
export type Logger = {
  error(context: object, message: string): void;
  warn(context: object, message: string): void;
  info(context: object, message: string): void;
};
