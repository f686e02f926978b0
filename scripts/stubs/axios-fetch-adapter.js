// axios's fetch adapter, left out of the build (vite.config.ts; docs/decisions.md, "Texts with links without `<Trans>`,
// and axios without its fetch adapter").
// axios picks the first adapter a browser supports from ['xhr', 'http', 'fetch']: every browser the app serves has
// XMLHttpRequest, so the fetch adapter (4.1 kB gzip with its stream helpers) is never chosen. Reporting it as
// unsupported keeps axios's own error should a browser without XMLHttpRequest ever come.
export const getFetch = () => false;
export default false;
