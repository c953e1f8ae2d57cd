import type { ImportProblem, ImportProblemKind } from "../../../domain/importProblems";
import { ApiError } from "../../http/errors";

/**
 * One thing wrong with an import, named by where it is in the document
 * (`modules.3.properties.maxNumberOfPersons`), with the developer's message the command prints
 * and the kind the owner reads it as (a wrong content unless told otherwise).
 */
export interface Problem {
  path: string;
  message: string;
  kind: ImportProblemKind;
  value?: string;
}

export const problem = (path: (string | number)[] | string, message: string, owner: { kind: ImportProblemKind; value?: string | number } = { kind: "content" }): Problem => ({
  path: typeof path === "string" ? path : path.join(".") || "document",
  message,
  kind: owner.kind,
  ...(owner.value !== undefined && { value: String(owner.value) }),
});

/** zod's issues as problems, under `prefix` when the schema checked part of the document. */
export const fromIssues = (issues: { path: PropertyKey[]; message: string }[], prefix: (string | number)[] = []): Problem[] =>
  issues.map((issue) => problem([...prefix, ...issue.path.map(String)], issue.message));

/** The report's lines, one per problem or warning, as the command prints them. */
export const reportLines = (problems: Problem[]): string[] => problems.map(({ path, message }) => `${path}: ${message}`);

const ownerProblem = ({ path, kind, value }: Problem): ImportProblem => ({ field: path, kind, ...(value !== undefined && { value }) });

/**
 * An import refused: nothing was stored. The API answers it as a 422 naming every problem: the
 * report's lines in `message`, and `importProblems` for the owner's screen.
 */
export class ImportRefused extends ApiError {
  constructor(readonly problems: Problem[]) {
    super(422, "invalidInput", reportLines(problems).join("; "), [...new Set(problems.map((entry) => entry.path))], { importProblems: problems.map(ownerProblem) });
  }
}
