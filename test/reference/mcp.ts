/**
 * The Model Context Protocol's own references: the SDK's `ElicitRequestParamsSchema` and
 * `ElicitResultSchema`, and its ajv-based validator, which a client runs over `content` against
 * the request's `requestedSchema`.
 */
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import {
  ElicitRequestParamsSchema,
  ElicitRequestURLParamsSchema,
  ElicitResultSchema,
} from '@modelcontextprotocol/sdk/types.js';

export { ElicitRequestParamsSchema, ElicitResultSchema };

/**
 * URL mode as revision 2026-07-28 has it: no `elicitationId` (servers correlate through
 * `requestState`). The 1.x SDK predates the revision; the 2.x client keeps this fork internally.
 */
export const ElicitRequestURLParams2026Schema = ElicitRequestURLParamsSchema.omit({ elicitationId: true });

/** The reference a request is judged by: the 2026-07-28 URL mode where it has no id, else the SDK's union. */
export const elicitRequestSchemaFor = (d: unknown) =>
  d && typeof d === 'object' && (d as { mode?: unknown }).mode === 'url' && !('elicitationId' in d)
    ? ElicitRequestURLParams2026Schema
    : ElicitRequestParamsSchema;

const validator = new AjvJsonSchemaValidator();

/** Whether `content` passes the request's schema, as the SDK checks an accepted result. */
export function contentFits(requestedSchema: Record<string, unknown>, content: unknown): boolean {
  return validator.getValidator(requestedSchema as never)(content).valid;
}
