import { ApiError } from "../../http/errors";

/** One thing wrong with an import, named by where it is in the document (`modules.3.properties.maxNumberOfPersons`). */
export interface Problem {
  path: string;
  message: string;
}

export const problem = (path: (string | number)[] | string, message: string): Problem => ({
  path: typeof path === "string" ? path : path.join(".") || "document",
  message,
});

/** zod's issues as problems, under `prefix` when the schema checked part of the document. */
export const fromIssues = (issues: { path: PropertyKey[]; message: string }[], prefix: (string | number)[] = []): Problem[] =>
  issues.map((issue) => problem([...prefix, ...issue.path.map(String)], issue.message));

/** The report's lines, one per problem or warning, as the command prints them. */
export const reportLines = (problems: Problem[]): string[] => problems.map(({ path, message }) => `${path}: ${message}`);

/** An import refused: nothing was stored. The API answers it as a 422 naming every problem. */
export class ImportRefused extends ApiError {
  constructor(readonly problems: Problem[]) {
    super(422, "invalidInput", reportLines(problems).join("; "), [...new Set(problems.map((entry) => entry.path))]);
  }
}
