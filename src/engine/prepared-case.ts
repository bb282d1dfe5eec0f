import type { CaseData } from "../core/case.js";
import type { PreparedRequest } from "../core/request.js";

/** A case serialized and ready to send (with the values really sent), or the reason it cannot be. */
export type PreparedCase =
  | { readonly caseId: string; readonly request: PreparedRequest; readonly data: CaseData }
  | { readonly skipped: string };
