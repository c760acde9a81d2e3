import { build, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Which modules each document's first screen runs: the app (index.html) and the sign-in page
 * (login.html, decision 030). Learned from a build of both pages with the bundler's own splitting,
 * where a module sits in a chunk the page imports statically exactly when the page needs it to
 * start. A module list from the import graph would not do: it counts everything a package's index
 * re-exports, which tree-shaking then drops.
 */
export interface FirstLoads {
  /** What the app's first screen runs. */
  app: Set<string>;
  /**
   * What the signed-in app's frame (routes/app-shell.tsx: header, navigation, live updates)
   * runs, which every signed-in screen loads with its own code.
   */
  shell: Set<string>;
  /** What the app can ever load: its first screen and every lazily loaded screen. */
  appEver: Set<string>;
  /** What the sign-in page runs. */
  signIn: Set<string>;
  /** What the sign-in page can ever load: with the two-factor steps and the answers' schemas. */
  signInEver: Set<string>;
}

function modulesOf(
  output: Rolldown.RolldownOutput['output'],
  start: { name: string; is: (chunk: Rolldown.OutputChunk) => boolean },
  { lazy }: { lazy: boolean },
) {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const item of Object.values(output))
    if (item.type === 'chunk') chunks.set(item.fileName, item);
  const first = [...chunks.values()].find(start.is);
  if (!first) throw new Error(`The trial build has no chunk for ${start.name}`);
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) modules.add(id);
    for (const name of lazy ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) {
      const next = chunks.get(name);
      if (next) visit(next);
    }
  };
  visit(first);
  return modules;
}

export async function firstLoads(root: string, input: Record<string, string>): Promise<FirstLoads> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [react()],
    build: { write: false, rolldownOptions: { input } },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const entry = (name: string) => ({
    name: `the entry ${name}`,
    is: (chunk: Rolldown.OutputChunk) => chunk.isEntry && chunk.name === name,
  });
  const screen = (file: string) => ({
    name: file,
    is: (chunk: Rolldown.OutputChunk) =>
      !!chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(file),
  });
  return {
    app: modulesOf(output.output, entry('main'), { lazy: false }),
    shell: modulesOf(output.output, screen('/src/app/routes/app-shell.tsx'), { lazy: false }),
    appEver: modulesOf(output.output, entry('main'), { lazy: true }),
    signIn: modulesOf(output.output, entry('login'), { lazy: false }),
    signInEver: modulesOf(output.output, entry('login'), { lazy: true }),
  };
}
