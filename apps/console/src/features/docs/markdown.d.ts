declare module '*.md' {
  const page: import('./docs-types').DocsPageModule;
  export default page;
}

declare module 'virtual:docs-search' {
  const index: import('./docs-types').DocsSearchEntry[];
  export default index;
}
