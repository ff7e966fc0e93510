import MagicString from "magic-string";
import { type Plugin, parseAst } from "vite";

/** The domain's modules, read from source by the web build. */
const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/][^\\/]+\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** `const FooSchema = z.object(…)`, exported or not: the declarations built on first use. */
function schemaInitialisers(program: { body: Node[] }) {
  const initialisers: Node[] = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === "ExportNamedDeclaration"
        ? (statement.declaration as Node | null)
        : statement;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node & { name?: string };
      const init = declarator.init as Node | null;
      if (
        id.type === "Identifier" &&
        id.name?.endsWith("Schema") &&
        init?.type === "CallExpression"
      ) {
        initialisers.push(init);
      }
    }
  }
  return initialisers;
}

/**
 * Builds each of the domain's schemas where the web app first reads it rather than when its
 * module loads (see src/lib/lazy-schema.ts): the signed-in shell imports a dozen domain
 * modules, and building every schema in them was the longest task before its first paint.
 */
export function lazyDomainSchemas(): Plugin {
  return {
    name: "haulwise-lazy-domain-schemas",
    enforce: "pre",
    transform(code, id) {
      if (!DOMAIN_SOURCE.test(id) || id.endsWith(".test.ts")) return null;
      const initialisers = schemaInitialisers(parseAst(code, { lang: "ts" }) as never);
      if (initialisers.length === 0) return null;
      const source = new MagicString(code);
      for (const init of initialisers) {
        source.appendLeft(init.start, "/* @__PURE__ */ __lazySchema(() => ");
        source.prependRight(init.end, ")");
      }
      source.prepend('import { lazySchema as __lazySchema } from "@/lib/lazy-schema";\n');
      return {
        code: source.toString(),
        map: source.generateMap({ hires: "boundary", source: id }),
      };
    },
  };
}
