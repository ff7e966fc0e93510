export function withStaticImports(dist: string, chunks: readonly string[]): string[];
