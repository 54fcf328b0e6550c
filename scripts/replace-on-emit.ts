// A production build writes into a fresh folder that starts as hard links to the current output
// (scripts/build.mjs; docs/decisions.md, "Prerendering"). webpack writes a changed file in
// place, which would change the current output's file through the link: this plugin removes the
// file before webpack writes it, so the new file is a file of its own.
import type webpack from 'webpack';

type Callback = (error?: NodeJS.ErrnoException | null) => void;
type WriteFile = (file: string, data: string | Buffer, callback: Callback) => void;

export class ReplaceOnEmitPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.afterEnvironment.tap('ReplaceOnEmitPlugin', () => {
      const output = compiler.outputFileSystem;
      if (!output?.unlink) return;
      const unlink = output.unlink.bind(output);
      // webpack emits with writeFile(path, content, callback).
      const writeFile = output.writeFile.bind(output) as unknown as WriteFile;
      const replacing: WriteFile = (file, data, callback) => unlink(file, () => writeFile(file, data, callback));
      // A wrapper, not a change to node's fs module, which every other plugin shares.
      compiler.outputFileSystem = Object.create(output, {
        writeFile: { value: replacing },
      }) as webpack.OutputFileSystem;
    });
  }
}
