/** The demo data seeded for this server binary today (scripts/demo-seed.mjs); copy it to serve it. */
export function demoSeed(bin: string): string;
