import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { LABELLED, dropAnswerLabels } from '../../scripts/answer-labels-loader.mjs';

// Production builds write the tolerant readers' labels as '' (scripts/answer-labels-loader.mjs,
// docs/api.md "Required and optional fields"). A label missed costs bytes; a rewrite of anything
// else breaks an answer schema, so: every label goes, and nothing but the labels changes.
const apiDir = path.join(__dirname, '../../src/shared/api');
const schemaFiles = fs
  .readdirSync(apiDir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => path.join(apiDir, name));

const parse = (file: string, source: string) =>
  ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);

/** Every call of a labelled function in `source`: its name and its first argument as written. */
const labelledCalls = (file: string, source: string) => {
  const calls: Array<{ name: string; first: ts.Expression }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && LABELLED.includes(node.expression.text)) {
      const [first] = node.arguments;
      if (first) calls.push({ name: node.expression.text, first });
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file, source));
  return calls;
};

/** `source` as a production build compiles it. */
const rewrite = (source: string) => dropAnswerLabels(source)?.toString() ?? source;

describe('the tolerant readers’ labels in production builds', () => {
  it('knows every function of the tolerant reader that takes a label', () => {
    const takesLabel = new Set<string>();
    for (const name of ['tolerant.ts', 'answerParts.ts']) {
      const file = path.join(apiDir, name);
      const visit = (node: ts.Node) => {
        const exported = (statement: ts.Node) =>
          ts.canHaveModifiers(statement) &&
          !!ts.getModifiers(statement)?.some(({ kind }) => kind === ts.SyntaxKind.ExportKeyword);
        const params =
          ts.isFunctionDeclaration(node) && exported(node)
            ? { name: node.name?.text, first: node.parameters[0] }
            : ts.isVariableDeclaration(node) &&
                exported(node.parent.parent) &&
                node.initializer &&
                ts.isArrowFunction(node.initializer)
              ? { name: node.name.getText(), first: node.initializer.parameters[0] }
              : undefined;
        if (params?.name && params.first?.name.getText() === 'label') takesLabel.add(params.name);
        ts.forEachChild(node, visit);
      };
      visit(parse(file, fs.readFileSync(file, 'utf8')));
    }
    expect([...takesLabel].sort()).toEqual([...LABELLED].sort());
  });

  it('writes every label of the answer schemas as an empty string', () => {
    let labels = 0;
    for (const file of schemaFiles) {
      const source = fs.readFileSync(file, 'utf8');
      const before = labelledCalls(file, source);
      const after = labelledCalls(file, rewrite(source));
      expect(after.map(({ name }) => name)).toEqual(before.map(({ name }) => name));
      after.forEach(({ first }, i) => {
        const original = before[i]!.first;
        // A label is a literal; what is passed on (`label` in answerParts.ts) stays as it is.
        expect(first.getText()).toBe(ts.isStringLiteral(original) ? "''" : original.getText());
        if (ts.isStringLiteral(original)) labels += 1;
      });
    }
    // productAnswers.ts alone has more than twenty: all of them, in every file, are found.
    expect(labels).toBeGreaterThan(60);
  });

  it('changes nothing but the labels', () => {
    for (const file of schemaFiles) {
      const source = fs.readFileSync(file, 'utf8');
      // From the last label to the first, each literal (by its place in the syntax tree) as ''.
      let expected = source;
      for (const { first } of labelledCalls(file, source).reverse())
        if (ts.isStringLiteral(first))
          expected = `${expected.slice(0, first.getStart())}''${expected.slice(first.getEnd())}`;
      expect(rewrite(source)).toBe(expected);
    }
  });

  it('leaves a file without labels alone and keeps the labels’ quotes', () => {
    expect(dropAnswerLabels("export const x = v.object({ a: str });\nconst s = 'detail';\n")).toBeNull();
    expect(rewrite("detail(\n  'a.b',\n  str,\n)")).toBe("detail(\n  '',\n  str,\n)");
    const others = "paths.detail('a.b'); subdetail('a.b', str); $detail('a.b'); obj[0].detail('a.b')";
    expect(rewrite(others)).toBe(others);
  });
});
