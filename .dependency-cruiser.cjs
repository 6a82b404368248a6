// Import-cycle check (`npm test`, step "import cycles"): a cycle makes a module's
// exports undefined while the other is still loading, and ties two concerns together.
// docs/decisions/031-import-cycles.md says why dependency-cruiser.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Two modules import each other, directly or through others: move what both need into a module of its own.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)\\.next/", "(^|/)dist/", "(^|/)node_modules/"] },
    includeOnly: "^(apps|packages|scripts|e2e|bench)/",
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mjs", ".js", ".cjs", ".d.ts"],
    },
    // The web app's "@/..." imports.
    webpackConfig: undefined,
  },
};
