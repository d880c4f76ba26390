// Part of `npm run lint` (decision 0120): refuses a Drizzle column interpolated bare into a sql`` template after a
// `select`, that is inside a query or subquery written in SQL. Drizzle renders such a column unqualified (`"id"`) when
// the template is a select field of a one-table select, and inside a subquery `"id"` binds to the subquery's own table:
// the country list once counted every operator and list of the shop for every country that way. Write the outer
// row's column with `qualified(column)` (src/db/query.ts) or by its alias in the SQL text.
// The TypeScript checker tells a column from any other value (an alias's columns, a column kept in a variable).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export type Finding = { file: string; line: number; column: number; expression: string };

/** `select` as a keyword in the SQL text, out of comments and string literals. */
const SELECT = /\bselect\b/i;
const sqlText = (text: string) => text.replace(/--[^\n]*/g, ' ').replace(/'(?:[^']|'')*'/g, "''");

/** A Drizzle column: what carries a table, a column type and a data type (the Column class's own fields). */
function isColumn(checker: ts.TypeChecker, expression: ts.Expression): boolean {
  const type = checker.getTypeAtLocation(expression);
  return ['table', 'columnType', 'dataType', 'name'].every((p) => type.getProperty(p) !== undefined);
}

/** The bare columns after a `select` in the sql`` templates of these files. */
export function findBareColumnsInQueries(program: ts.Program, checks: (fileName: string) => boolean): Finding[] {
  const checker = program.getTypeChecker();
  const findings: Finding[] = [];
  for (const source of program.getSourceFiles()) {
    if (source.isDeclarationFile || !checks(source.fileName)) continue;
    const visit = (node: ts.Node) => {
      if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql' && ts.isTemplateExpression(node.template)) {
        let before = node.template.head.text;
        for (const span of node.template.templateSpans) {
          if (SELECT.test(sqlText(before)) && isColumn(checker, span.expression)) {
            const start = span.expression.getStart(source);
            const { line, character } = source.getLineAndCharacterOfPosition(start);
            findings.push({ file: source.fileName, line: line + 1, column: character + 1, expression: span.expression.getText(source) });
          }
          before += ` $${span.literal.text}`;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
}

/** The project's TypeScript program (tsconfig.json: src, tests, bench, scripts). */
export function projectProgram(root: string): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json not read');
  return ts.createProgram(config.fileNames, config.options);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = process.cwd();
  const findings = findBareColumnsInQueries(projectProgram(root), (f) => !f.includes('/node_modules/'));
  for (const f of findings) {
    console.error(
      `${path.relative(root, f.file)}:${f.line}:${f.column} ${f.expression}: a Drizzle column inside a SQL query renders as a bare name that a subquery's own table can capture; write qualified(${f.expression}) or the table's alias (decision 0120)`,
    );
  }
  if (findings.length > 0) process.exit(1);
  console.log('check-subqueries: no bare column inside a SQL query');
}
