/**
 * Stands in for `@docusaurus/Head` inside the theme's SearchBar when the
 * site's own index answers: that Head only adds a preconnect hint to the
 * Algolia cluster (`https://<appId>-dsn.algolia.net`), which such a build
 * never calls (see `withoutAlgoliaPreconnect` in `../index.ts`).
 */
export default function NoHead(): null {
  return null;
}
