import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  ValueNode,
} from "kysely";

/**
 * PostgreSQL hands back timestamptz columns as Date objects; SQLite stores ISO text.
 * The application reads ISO strings from both, so rows and wire format agree.
 */
export class IsoDatesPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const key in row) {
        const value = row[key];
        if (value instanceof Date) row[key] = value.toISOString();
      }
    }
    return args.result;
  }
}

class BooleanToIntegerTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return typeof node.value === "boolean" ? ValueNode.create(node.value ? 1 : 0) : node;
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return PrimitiveValueListNode.create(
      node.values.map((value) => (typeof value === "boolean" ? Number(value) : value)),
    );
  }
}

/** better-sqlite3 refuses to bind booleans; SQLite's convention is 1 and 0. */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToIntegerTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
