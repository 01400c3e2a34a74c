/** Module → its replacement, as the script-tag build resolves them. */
export declare const PREACT_ALIASES: Readonly<Record<string, string>>;
/** {@link PREACT_ALIASES} plus `react-dom/test-utils` → `preact/test-utils` for tests. */
export declare const PREACT_TEST_ALIASES: Readonly<Record<string, string>>;
