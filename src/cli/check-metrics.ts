import type { ConfigFile } from "../config/config-types.js";
import type { CliOverrides } from "../config/resolve-types.js";
import { assertKnownMetrics } from "../hooks/metric-registry.js";

/** One place `generation.maximize` is set: where (for the error message) and the names it gives. */
interface MaximizeSetting {
  readonly where: string;
  readonly names: readonly string[];
}

/** Every `generation.maximize` of the file, at any level (top, `[[project]]`, `phases.*`, `[[operations]]`), with its key path. */
function fileSettings(node: unknown, path: string, out: MaximizeSetting[]): MaximizeSetting[] {
  if (Array.isArray(node)) node.forEach((item, index) => fileSettings(item, `${path}[${index}]`, out));
  else if (typeof node === "object" && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      const keyPath = path === "" ? key : `${path}.${key}`;
      const maximize: unknown = key === "generation" && typeof value === "object" && value !== null ? (value as Record<string, unknown>)["maximize"] : undefined;
      if (typeof maximize === "string") out.push({ where: `${keyPath}.maximize`, names: [maximize] });
      else if (Array.isArray(maximize)) out.push({ where: `${keyPath}.maximize`, names: maximize.filter((name): name is string => typeof name === "string") });
      fileSettings(value, keyPath, out);
    }
  }
  return out;
}

/**
 * Checks every metric `--generation-maximize` and the configuration file name, once the hooks
 * module has registered its metrics: an unknown name is a `UsageError` naming where it was
 * given and the metrics that exist.
 */
export function assertConfiguredMetrics(cli: CliOverrides, file: ConfigFile | undefined, configPath: string | undefined): void {
  assertKnownMetrics(cli.generation?.maximize ?? [], "--generation-maximize");
  for (const { where, names } of fileSettings(file, "", [])) assertKnownMetrics(names, `${where} in ${configPath ?? "the configuration file"}`);
}
