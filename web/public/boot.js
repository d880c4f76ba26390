// Runs before the app's modules (a file, not an inline script, so the Content-Security-Policy can refuse inline
// scripts; decision 0122).
try {
  // The stored theme and language before the first paint, so a dark session never flashes white.
  if (localStorage.getItem('autoshop_theme') === 'dark') document.documentElement.classList.add('dark');
  if (localStorage.getItem('autoshop_language') === 'en') document.documentElement.lang = 'en';
} catch (_) {}
// Zod compiles object schemas with `new Function` when it may; its probe, run as the contracts' schemas are built, is
// refused and reported under a policy without 'unsafe-eval'. Zod reads this object when it loads, so it must be set
// before any module runs: here, not in main.tsx (the bundler may evaluate zod's chunk before the entry's first line).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
