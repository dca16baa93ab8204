// a static export: the page is rendered on the server at build time and hydrated in the browser
export default { output: 'export' };
