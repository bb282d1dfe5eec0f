import * as fc from "fast-check";
import { appendFileSync, readdirSync } from "node:fs";
import { test } from "vitest";
import { NOT_SET } from "../../src/core/not-set.js";
import { caseArbitrary } from "../../src/generation/case-arbitrary.js";
import { loadOpenApi } from "../../src/specs/openapi/load-spec.js";

test("corpus", async () => {
  const dir = "/work/shared/corpus/openapi/";
  const files = readdirSync(dir).filter((f) => !f.endsWith(".tsv"));
  const errors = new Map<string, number>();
  const invalid: string[] = [];
  const crashes: string[] = [];
  let ops = 0, cases = 0;
  const slow: string[] = [];
  for (const file of files) {
    appendFileSync("/tmp/corpus-progress.log", `${file}\n`);
    let spec;
    try { spec = await loadOpenApi(dir + file); } catch { continue; }
    const ctx = { resolver: spec.resolver, allowX00: true, excludeHeaderCharacters: "\r\n", formats: new Map() };
    const t0 = Date.now();
    for (const op of spec.operations) {
      appendFileSync("/tmp/corpus-progress.log", `  ${op.label}\n`);
      ops++;
      let arb;
      try { arb = caseArbitrary(op, ctx); } catch (e: any) {
        if (e?.name === "SchemaError") { const k = e.message.replace(/"[^"]*"/g, "…").slice(0, 160); errors.set(k, (errors.get(k) ?? 0) + 1); }
        else crashes.push(`${file} ${op.label}: BUILD ${e?.stack?.slice(0, 400)}`);
        continue;
      }
      let samples;
      try { samples = fc.sample(arb, { seed: 1, numRuns: 10 }); } catch (e: any) { crashes.push(`${file} ${op.label}: SAMPLE ${e?.stack?.slice(0, 400)}`); continue; }
      cases += samples.length;
      for (const s of samples) {
        if (s.body !== NOT_SET) {
          const alt = op.requestBody?.alternatives.find((a) => a.mediaType === s.mediaType);
          const issues = alt ? spec.validator.validate(alt.schema, s.body) : [];
          if (issues.length > 0 && !(s.body instanceof Uint8Array)) invalid.push(`${file} ${op.label} body ${JSON.stringify(issues[0])} ${JSON.stringify(s.body).slice(0, 200)}`);
        }
        for (const p of op.parameters) {
          const rec = ({ path: s.pathParameters, query: s.query, header: s.headers, cookie: s.cookies } as any)[p.location];
          if (!Object.hasOwn(rec, p.name)) continue;
          const issues = spec.validator.validate(p.schema, rec[p.name]);
          if (issues.length > 0) invalid.push(`${file} ${op.label} ${p.name} ${JSON.stringify(issues[0])} ${JSON.stringify(rec[p.name]).slice(0, 100)}`);
        }
      }
    }
    const dt = Date.now() - t0;
    if (dt > 2000) slow.push(`${file} ${dt}ms ${spec.operations.length} ops`);
  }
  console.log(`ops ${ops} cases ${cases}`);
  console.log("ERRORS", JSON.stringify([...errors].sort((a, b) => b[1] - a[1]).slice(0, 30), null, 1));
  console.log("INVALID", invalid.length, JSON.stringify(invalid.slice(0, 30), null, 1));
  console.log("CRASHES", crashes.length, JSON.stringify(crashes.slice(0, 10), null, 1));
  console.log("SLOW", JSON.stringify(slow));
}, 600_000);
