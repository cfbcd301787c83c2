import type * as z from "zod/mini";
import { ApiErrorCode } from "../../domain/api-errors";
import { ApiError } from "./api-error";

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  keys?: string[];
}

/** zod/mini ships no sentences; its bare "Invalid input" is replaced by one that names the problem. */
function describeIssue(issue: Issue, field: string): string {
  if (issue.message && issue.message !== "Invalid input") return issue.message;
  if (issue.code === "invalid_type") return `${field} must be ${issue.expected === "int" ? "a whole number" : `a ${issue.expected}`}`;
  if (issue.code === "invalid_value") return `${field} is not one of the allowed values`;
  if (issue.code === "too_big") return `${field} is too long`;
  if (issue.code === "too_small") return `${field} is too small`;
  return `${field} is not valid`;
}

/**
 * Validates a request body with the schema the browser uses too. On failure: 400 VALIDATION_ERROR, the
 * first problem as the message and one message per field in `fields` (unknown fields included).
 */
export function parseBody<Schema extends z.ZodMiniType>(schema: Schema, body: unknown): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  let general: string | undefined;
  for (const issue of parsed.error.issues as Issue[]) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys ?? []) fields[key] ??= `Unknown field: ${key}`;
      continue;
    }
    const field = issue.path.map(String).join(".");
    if (field === "") general ??= issue.code === "invalid_type" ? "The request body must be a JSON object." : describeIssue(issue, "body");
    else fields[field] ??= describeIssue(issue, field);
  }
  const message = general ?? Object.values(fields)[0] ?? "The request is not valid.";
  throw new ApiError(400, ApiErrorCode.validation, message, Object.keys(fields).length > 0 ? fields : undefined);
}
