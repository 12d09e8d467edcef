// A pass-through bundler loader for MDX: a page that writes an API block
// (`remarkPageData.ts`) shows data made from the OpenAPI file, so it is made
// to depend on that file. The dev server then recompiles it when the file
// changes, and the persistent cache does not reuse a stale compilation.
module.exports = function specDependencyLoader(source) {
  const {specPath, components} = this.getOptions();
  const block = new RegExp(`<(?:${components.join('|')})\\b`);
  if (block.test(source)) this.addDependency(specPath);
  return source;
};
