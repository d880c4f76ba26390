// Types of chromium-path.mjs for the TypeScript that imports it (tests/e2e/chromium.ts).
export declare const HEADLESS_SHELL: { path: string; aptPackage: string };
export declare const FULL_BROWSER: { path: string; aptPackage: string };
export declare function isExecutable(path: string): boolean;
export declare function chromiumPath(): string;
