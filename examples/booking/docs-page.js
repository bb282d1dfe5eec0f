/**
 * The interactive API reference served at `/docs`: one self-contained HTML page (inline CSS and
 * JS, no CDN) that reads `/openapi.json` and renders every operation with a "Try it" form.
 * Everything from the document is inserted with `textContent`, never as HTML.
 *
 * @returns {string}
 */
export function docsPage() {
  return PAGE;
}

const STYLE = `
  :root { font-family: system-ui, sans-serif; color: #1f2328; background: #f6f8fa; }
  body { max-width: 960px; margin: 0 auto; padding: 1.5rem; }
  header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: baseline; justify-content: space-between; }
  h1 { margin: 0; font-size: 1.6rem; }
  label { font-size: .85rem; color: #57606a; }
  input, textarea { font: inherit; font-size: .9rem; padding: .3rem .45rem; border: 1px solid #d0d7de; border-radius: 6px; }
  textarea { width: 100%; box-sizing: border-box; font-family: ui-monospace, monospace; min-height: 6rem; }
  details { background: #fff; border: 1px solid #d0d7de; border-radius: 8px; margin: .75rem 0; }
  summary { cursor: pointer; padding: .6rem .8rem; display: flex; gap: .75rem; align-items: center; }
  .body { padding: 0 1rem 1rem; }
  .method { font-weight: 700; font-size: .8rem; color: #fff; border-radius: 4px; padding: .15rem .5rem; min-width: 3.5rem; text-align: center; }
  .get { background: #0969da; } .post { background: #1a7f37; } .put, .patch { background: #9a6700; } .delete { background: #cf222e; }
  .path { font-family: ui-monospace, monospace; font-weight: 600; }
  .muted { color: #57606a; font-size: .9rem; }
  pre { background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 6px; padding: .6rem; overflow: auto; font-size: .8rem; margin: .3rem 0; }
  table { border-collapse: collapse; width: 100%; font-size: .9rem; }
  td, th { text-align: left; border-bottom: 1px solid #eaeef2; padding: .3rem; vertical-align: top; }
  h3 { font-size: .95rem; margin: 1rem 0 .3rem; }
  button { font: inherit; background: #1f883d; color: #fff; border: 0; border-radius: 6px; padding: .4rem 1rem; cursor: pointer; }
  .status-ok { color: #1a7f37; font-weight: 700; } .status-bad { color: #cf222e; font-weight: 700; }
`;

const SCRIPT = `
  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
    for (const child of children) node.append(child instanceof Node ? child : String(child));
    return node;
  };
  const json = (value) => JSON.stringify(value, null, 2);

  // Inline local $refs for display; a ref already being expanded stays a ref (recursive schemas).
  function resolve(doc, value, seen = new Set()) {
    if (Array.isArray(value)) return value.map((item) => resolve(doc, item, seen));
    if (value === null || typeof value !== "object") return value;
    if (typeof value.$ref === "string" && value.$ref.startsWith("#/")) {
      if (seen.has(value.$ref)) return value;
      const target = value.$ref.slice(2).split("/").reduce((node, key) => node?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
      return resolve(doc, target, new Set([...seen, value.$ref]));
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(doc, item, seen)]));
  }

  // A plausible value for the body textarea: examples first, then the first enum value, then bounds.
  function sample(schema) {
    if (!schema || typeof schema !== "object") return null;
    if ("example" in schema) return schema.example;
    if (Array.isArray(schema.enum)) return schema.enum[0];
    if ("const" in schema) return schema.const;
    switch (schema.type) {
      case "object": return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
      case "array": return [];
      case "integer": case "number": return schema.minimum ?? 1;
      case "boolean": return true;
      case "string": return schema.title ? "Ada Lovelace" : "text";
      default: return null;
    }
  }

  function parameterTable(parameters) {
    const rows = parameters.map((p) => el("tr", {}, el("td", { class: "path" }, p.name), el("td", {}, p.in),
      el("td", {}, p.required ? "required" : "optional"), el("td", {}, el("code", {}, json(p.schema ?? {})))));
    return el("table", {}, el("tr", {}, el("th", {}, "Name"), el("th", {}, "In"), el("th", {}, ""), el("th", {}, "Schema")), ...rows);
  }

  function responsesList(responses) {
    return el("div", {}, ...Object.entries(responses ?? {}).map(([status, response]) => {
      const media = Object.entries(response.content ?? {});
      return el("div", {}, el("strong", {}, status + " "), el("span", { class: "muted" }, response.description ?? ""),
        ...media.map(([type, content]) => el("div", {}, el("span", { class: "muted" }, type), el("pre", {}, json(content.schema ?? {})))));
    }));
  }

  function tryIt(method, path, operation, token) {
    const parameters = operation.parameters ?? [];
    const inputs = new Map(parameters.map((p) => [p, el("input", { placeholder: p.name })]));
    const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
    const body = bodySchema ? el("textarea", {}, json(sample(bodySchema))) : null;
    const output = el("pre", {}, "No request sent yet.");
    const statusLine = el("div");
    const send = el("button", { type: "button" }, "Send");
    send.addEventListener("click", async () => {
      let url = path;
      const query = new URLSearchParams();
      const headers = {};
      for (const [p, input] of inputs) {
        if (p.in === "path") url = url.replace("{" + p.name + "}", encodeURIComponent(input.value));
        else if (p.in === "query" && input.value !== "") query.append(p.name, input.value);
        else if (p.in === "header" && input.value !== "") headers[p.name] = input.value;
      }
      if (token.value) headers.Authorization = "Bearer " + token.value;
      if (body) headers["Content-Type"] = "application/json";
      const target = url + (query.size ? "?" + query : "");
      try {
        const started = performance.now();
        const response = await fetch(target, { method: method.toUpperCase(), headers, body: body ? body.value : undefined });
        const text = await response.text();
        const ms = Math.round(performance.now() - started);
        statusLine.replaceChildren(el("span", { class: response.ok ? "status-ok" : "status-bad" }, response.status + " " + response.statusText),
          el("span", { class: "muted" }, "  " + method.toUpperCase() + " " + target + " · " + ms + " ms"));
        try { output.textContent = json(JSON.parse(text)); } catch { output.textContent = text; }
      } catch (error) {
        statusLine.replaceChildren(el("span", { class: "status-bad" }, "Request failed"));
        output.textContent = String(error);
      }
    });
    return el("div", {}, el("h3", {}, "Try it"),
      ...[...inputs].map(([p, input]) => el("div", {}, el("label", {}, p.name + " (" + p.in + ") "), input)),
      ...(body ? [el("label", {}, "JSON body"), body] : []), el("div", {}, send), statusLine, output);
  }

  function operationCard(doc, method, path, operation, token) {
    const resolved = resolve(doc, operation);
    const secured = (operation.security ?? doc.security ?? []).length > 0;
    const head = el("summary", {}, el("span", { class: "method " + method }, method.toUpperCase()),
      el("span", { class: "path" }, path), el("span", { class: "muted" }, (operation.summary ?? "") + (secured ? " 🔒" : "")));
    const parts = [el("p", { class: "muted" }, "operationId: " + (operation.operationId ?? "—"))];
    if (operation.description) parts.push(el("p", {}, operation.description));
    if (resolved.parameters?.length) parts.push(el("h3", {}, "Parameters"), parameterTable(resolved.parameters));
    const requestSchema = resolved.requestBody?.content?.["application/json"]?.schema;
    if (requestSchema) parts.push(el("h3", {}, "Request body (application/json)"), el("pre", {}, json(requestSchema)));
    parts.push(el("h3", {}, "Responses"), responsesList(resolved.responses));
    parts.push(tryIt(method, path, resolved, token));
    return el("details", {}, head, el("div", { class: "body" }, ...parts));
  }

  async function main() {
    const root = document.getElementById("operations");
    try {
      const doc = await (await fetch("/openapi.json")).json();
      document.getElementById("title").textContent = doc.info?.title ?? "API reference";
      document.getElementById("description").textContent = doc.info?.description ?? "";
      document.title = (doc.info?.title ?? "API") + " · docs";
      const token = document.getElementById("token");
      const methods = ["get", "post", "put", "patch", "delete"];
      for (const [path, item] of Object.entries(doc.paths ?? {})) {
        for (const method of methods) if (item[method]) root.append(operationCard(doc, method, path, item[method], token));
      }
    } catch (error) {
      root.textContent = "Could not load /openapi.json: " + error;
    }
  }
  main();
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1 id="title">API reference</h1>
  <div><label for="token">Bearer token </label><input id="token" placeholder="e.g. demo-token" autocomplete="off"></div>
</header>
<p id="description" class="muted"></p>
<p class="muted">Schema: <a href="/openapi.json">/openapi.json</a></p>
<main id="operations"></main>
<script type="module">${SCRIPT}</script>
</body>
</html>
`;
