import { describe, expect, test } from "vitest";
import { consumerNames, normalizeName, resourceOf, singular } from "../../src/stateful/field-names.js";

describe("field names", () => {
  test("normalized names compare userId, user_id and User-ID alike", () => {
    expect(["userId", "user_id", "User-ID"].map(normalizeName)).toEqual(["userid", "userid", "userid"]);
  });

  test("collections become their resource", () => {
    expect(["categories", "boxes", "users", "status"].map(singular)).toEqual(["category", "box", "user", "status"]);
    expect(resourceOf("/users/{id}/orders")).toBe("order");
    expect(resourceOf("/{tenant}")).toBe("");
  });

  test("an {id} reads its resource's id first; a named parameter reads its own name", () => {
    expect(consumerNames("id", "/items/{id}")).toEqual(["itemid", "id"]);
    expect(consumerNames("id", "/users/{userId}/items/{id}/tags")).toEqual(["itemid", "id"]);
    expect(consumerNames("item_id", "/labels")).toEqual(["itemid"]);
    expect(consumerNames("id", "/{id}")).toEqual(["id"]);
  });
});
