// Vitest set-up for the `web` project (root vitest.config.ts). Two rules every browser-side test
// lives by:
// - The DOM is emptied after each test. Testing Library only does that by itself when test
//   globals are on, and we import from vitest explicitly instead.
// - A `console.error` fails the test. React reports act() warnings, bad props, key warnings and
//   caught render errors through console.error; a test that passes while printing one is hiding a
//   bug. A test that expects an error spies on console.error itself (its spy replaces this one).
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// React passes printf-style arguments ("An update to %s inside a test was not wrapped in act").
function formatConsoleArgs(args: readonly unknown[]): string {
  const describe = (value: unknown): string => {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return value.stack ?? value.message;
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(describe).join(' ');
  const remaining = [...rest];
  const text = first.replace(/%[sdifoOc]/g, (token) =>
    remaining.length > 0 ? (token === '%c' ? (remaining.shift(), '') : describe(remaining.shift())) : token,
  );
  return [text, ...remaining.map(describe)].join(' ');
}

// Testing Library turns React's act() environment on in a beforeAll hook it only registers when
// test globals exist. Without the flag React stays silent about updates outside act(), which is
// exactly the warning we want to hear.
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let consoleErrors: string[] = [];
let consoleErrorSpy: ReturnType<typeof vi.spyOn> | undefined;

beforeEach(() => {
  consoleErrors = [];
  consoleErrorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = formatConsoleArgs(args);
    consoleErrors.push(message);
    // Throwing gives a stack that points at the culprit when the call is synchronous in the
    // test. React sometimes calls console.error where it swallows what is thrown (act warnings
    // from a scheduled update), so afterEach below checks again.
    throw new Error(`console.error was called:\n${message}`);
  });
});

afterEach(() => {
  cleanup();
  consoleErrorSpy?.mockRestore();
  consoleErrorSpy = undefined;
  const reported = consoleErrors;
  consoleErrors = [];
  if (reported.length > 0) {
    throw new Error(`console.error was called ${reported.length} time(s) during the test:\n${reported.join('\n---\n')}`);
  }
});
