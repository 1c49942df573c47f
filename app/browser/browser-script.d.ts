/** `import url from "./file.ts?browser-script"`: see scripts/vite/browser-script.ts. */
declare module "*?browser-script" {
  const url: string;
  export default url;
}
