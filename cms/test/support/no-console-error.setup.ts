import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

// A console.error during a test is a failure (docs/style.md, habit 12).
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError, 'console.error was called during the test').not.toHaveBeenCalled();
  consoleError.mockRestore();
});
