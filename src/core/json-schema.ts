/**
 * A JSON Schema in apitest's internal dialect (JSON Schema 2020-12).
 *
 * Every loaded API description is converted to this dialect once, at load time
 * (`nullable`, boolean `exclusiveMinimum`, `x-nullable`, `type: file` …), so
 * generation and validation deal with one dialect only. `$ref`s stay lazy: they are
 * kept as references of the form `apitest:doc#/json/pointer` into the converted
 * document, so recursive schemas never expand.
 */
export type JsonSchema = boolean | JsonSchemaObject;

/** An object-form JSON Schema. Keywords are read defensively: real-world documents break every rule. */
export type JsonSchemaObject = { readonly [keyword: string]: unknown };

/** The URI under which the converted document is registered; `$ref`s point below it. */
export const DOCUMENT_URI = "apitest:doc";

/** Builds the internal reference for a JSON pointer inside the converted document. */
export function documentRef(pointer: string): string {
  return `${DOCUMENT_URI}#${pointer}`;
}

/**
 * Text for a user: every internal reference (`apitest:doc#/components/…`) shown as the pointer
 * into the user's own document (`#/components/…`), the form their `$ref`s use.
 *
 * @example
 * userRefs("at apitest:doc#/components/schemas/Item/type"); // "at #/components/schemas/Item/type"
 */
export function userRefs(text: string): string {
  return text.replaceAll(`${DOCUMENT_URI}#`, "#");
}
