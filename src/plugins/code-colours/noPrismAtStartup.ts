// Stands in for theme-classic's `prism-include-languages` client module, which
// loaded Prism and its languages with every page: the code block now loads
// them when it first highlights a block (`src/theme/CodeBlock/Content/Highlighted.tsx`).
export {};
