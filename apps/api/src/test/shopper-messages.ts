import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/**
 * Every message the API can send a shopper, found in the code (issue 50, decision 050):
 * the texts of `new AppError(code, text)`, `notFound(text)`, `message:` / `error:` fields,
 * zod checks' messages, the spec's *_MESSAGES objects and the functions that build a
 * message (`defaultMessage`, `…Message`). A template's `${…}` parts read as `{}`. The test
 * in src/i18n asks the Bangla catalogue for each one, so a new English message
 * without its Bangla fails there. Staff-only code (the back office) stays English.
 */

const REPO = join(import.meta.dirname, "../../../..");

/** API folders only staff reach (routes under /v1/admin), and the environment's start-up checks. */
const STAFF_MODULES = new Set(["admin", "attributes", "cod", "couriers", "customers", "search-log", "stock", "health", "delivery", "price-tiers", "refunds"]);
const API_SKIP = [/\/plugins\/env\.ts$/, /\/modules\/[^/]+\/admin[^/]*\.ts$/, /\/test\//, /\/outbox\/sms\//];

/** Contract files that hold only the back office's words. */
const STAFF_CONTRACTS = new Set([
  "admin.ts",
  "attribute-admin.ts",
  "customers.ts",
  "reports.ts",
  "product-csv.ts",
  "bulk-orders.ts",
  "phone-orders.ts",
  "delivery-fees.ts",
  "sms.ts",
  "price-tiers.ts",
  "order-edits.ts",
  "refunds.ts",
  "refunds-words.ts",
  "product-documents.ts",
  "arrival.ts",
  "cod.ts",
  "audit-named.ts",
  "api-messages-bn.ts",
  "locale.ts",
  "locale-format.ts",
]);

const ZOD_CHECKS = new Set([
  "min",
  "max",
  "length",
  "regex",
  "refine",
  "email",
  "url",
  "int",
  "positive",
  "nonnegative",
  "gte",
  "lte",
  "gt",
  "lt",
  "startsWith",
  "endsWith",
  "includes",
  "multipleOf",
  "nonempty",
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

export function shopperSourceFiles(): string[] {
  const api = sourceFiles(join(REPO, "apps/api/src")).filter((file) => {
    const module = /\/modules\/([^/]+)\//.exec(file)?.[1];
    return !(module && STAFF_MODULES.has(module)) && !API_SKIP.some((skip) => skip.test(file));
  });
  const contracts = sourceFiles(join(REPO, "packages/contracts/src")).filter((file) => !STAFF_CONTRACTS.has(file.split("/").pop() ?? ""));
  return [...api, ...contracts];
}

export type FoundMessage = { text: string; where: string };

/** Texts an expression can be: literals and templates, through ?:, ??, || and same-file constants. */
function texts(node: ts.Expression, constants: Map<string, ts.Expression>, depth = 0): string[] {
  if (depth > 4) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join("")];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return texts(node.expression, constants, depth + 1);
  if (ts.isConditionalExpression(node)) return [...texts(node.whenTrue, constants, depth + 1), ...texts(node.whenFalse, constants, depth + 1)];
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) {
    return [...texts(node.left, constants, depth + 1), ...texts(node.right, constants, depth + 1)];
  }
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value ? texts(value, constants, depth + 1) : [];
  }
  return [];
}

/** A message has words: two letters in a row (not a lone code such as "{}" or "৳"). */
const hasWords = (text: string) => /[A-Za-z]{2}/.test(text);

export function findShopperMessages(files = shopperSourceFiles()): FoundMessage[] {
  const found: FoundMessage[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const constants = new Map<string, ts.Expression>();
    const add = (node: ts.Expression | undefined) => {
      if (!node) return;
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      for (const text of texts(node, constants)) if (hasWords(text)) found.push({ text, where: `${relative(REPO, file)}:${line}` });
    };
    const messageFunction = (name: string | undefined) => !!name && /message$/i.test(name);
    const visit = (node: ts.Node, inMessageFunction: boolean) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        constants.set(node.name.text, node.initializer);
        const name = node.name.text;
        if (/^([A-Z_]+_)?MESSAGES$/.test(name) && ts.isAsExpression(node.initializer) && ts.isObjectLiteralExpression(node.initializer.expression)) {
          for (const property of node.initializer.expression.properties) {
            if (!ts.isPropertyAssignment(property)) continue;
            const value = property.initializer;
            add(ts.isArrowFunction(value) && !ts.isBlock(value.body) ? value.body : value);
          }
        }
      }
      if (ts.isNewExpression(node) && node.expression.getText() === "AppError") add(node.arguments?.[1]);
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isIdentifier(callee) && callee.text === "notFound") add(node.arguments[0]);
        if (ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(callee.name.text) && node.arguments.length > 0)
          add(node.arguments[node.arguments.length - 1]);
      }
      if (ts.isPropertyAssignment(node) && ["message", "error"].includes(node.name.getText())) add(node.initializer);
      if (inMessageFunction && ts.isReturnStatement(node) && node.expression) add(node.expression);
      const opensMessageFunction =
        (ts.isFunctionDeclaration(node) && messageFunction(node.name?.text)) ||
        (ts.isVariableDeclaration(node) &&
          ts.isIdentifier(node.name) &&
          messageFunction(node.name.text) &&
          !!node.initializer &&
          ts.isArrowFunction(node.initializer));
      if (
        opensMessageFunction &&
        ts.isVariableDeclaration(node) &&
        node.initializer &&
        ts.isArrowFunction(node.initializer) &&
        !ts.isBlock(node.initializer.body)
      ) {
        add(node.initializer.body);
      }
      ts.forEachChild(node, (child) => visit(child, inMessageFunction || opensMessageFunction));
    };
    // Constants first (a message may use one declared below it).
    const collect = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
      ts.forEachChild(node, collect);
    };
    collect(source);
    visit(source, false);
  }
  return found;
}
