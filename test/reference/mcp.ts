/**
 * The Model Context Protocol's own references: the SDK's `ElicitRequestParamsSchema` and
 * `ElicitResultSchema`, and its ajv-based validator, which a client runs over `content` against
 * the request's `requestedSchema`.
 */
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { ElicitRequestParamsSchema, ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';

export { ElicitRequestParamsSchema, ElicitResultSchema };

const validator = new AjvJsonSchemaValidator();

/** Whether `content` passes the request's schema, as the SDK checks an accepted result. */
export function contentFits(requestedSchema: Record<string, unknown>, content: unknown): boolean {
  return validator.getValidator(requestedSchema as never)(content).valid;
}
