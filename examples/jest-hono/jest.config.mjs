// Jest runs the ESM test files as they are (no transform); start it with
// `node --experimental-vm-modules node_modules/jest/bin/jest.js --config examples/jest-hono/jest.config.mjs`.
export default {
  rootDir: import.meta.dirname,
  testEnvironment: "node",
  testMatch: ["**/*.test.mjs"],
  transform: {},
};
