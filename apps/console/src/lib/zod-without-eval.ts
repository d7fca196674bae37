// The console's Content-Security-Policy has no 'unsafe-eval'. Zod would probe `new Function` to compile its
// object parsers, and the browser reports that probe as a violation even though Zod catches the refusal.
// Zod keeps its settings on this global and adopts an object already there, so setting it before any schema
// exists (main.tsx imports this module first) needs no import of Zod in the entry chunk.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
