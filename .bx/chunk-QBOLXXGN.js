import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  openReportFile
} from "./chunk-ZCVBYCKP.js";

// dist/reporting/report-body.js
var strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function recordBody(content, preserveBytes) {
  if (!preserveBytes) {
    const text = decodeUtf8(content);
    if (text !== void 0)
      return { kind: "text", text };
  }
  return { kind: "base64", base64: Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString("base64") };
}
function decodeUtf8(content) {
  try {
    return strictUtf8.decode(content);
  } catch {
    return void 0;
  }
}

// dist/reporting/report-stream.js
function streamedReport(path, document) {
  let file;
  let unwritable = false;
  let count = 0;
  const open = (run) => {
    if (file !== void 0)
      return file;
    try {
      file = openReportFile(path, document.format);
    } catch (error) {
      unwritable = true;
      throw error;
    }
    void file.write(document.head(run));
    return file;
  };
  return {
    handle(event) {
      if (event.type === "run-started") {
        open(event);
        return void 0;
      }
      if (event.type !== "interaction")
        return void 0;
      const target = open(void 0);
      count++;
      return target.write(document.entry(event, count));
    },
    async close() {
      if (unwritable)
        return;
      const target = open(void 0);
      void target.write(document.tail(count));
      await target.end();
    }
  };
}

export {
  recordBody,
  streamedReport
};
