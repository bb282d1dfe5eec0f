import { describe, expect, it } from "vitest";
import { codeCoverageLines } from "../../src/reporting/code-coverage-summary.js";
import { createStylist } from "../../src/reporting/style.js";

const style = createStylist(false);

describe("codeCoverageLines", () => {
  it("says how much of the API's own code the run reached", () => {
    expect(codeCoverageLines({ linesReached: 74, lines: 95, files: 2 }, style)).toEqual(["Code:       reached 74 of 95 lines (77.9 %) of the API's own code in 2 files"]);
  });

  it("says when coverage stopped during the run", () => {
    const lines = codeCoverageLines({ linesReached: 3, lines: 10, files: 1, lost: "the inspector connection closed" }, style);
    expect(lines[0]).toMatch(/reached 3 of 10 lines \(30\.0 %\) of the API's own code in 1 file$/);
    expect(lines[1]).toMatch(/coverage stopped during the run \(the inspector connection closed\): the rest was black-box/);
  });

  it("prints nothing for a black-box run", () => {
    expect(codeCoverageLines(undefined, style)).toEqual([]);
  });
});
