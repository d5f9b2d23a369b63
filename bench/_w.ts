import { bundle } from "./bundle-size";
const { code } = await bundle(process.argv[2]);
const s = new TextDecoder().decode(code);
console.log("len", s.length, "Promise.resolve().then", (s.match(/Promise\.resolve\(\)\.then/g) ?? []).length, "esm wrappers", (s.match(/=\w+\(\(\)=>\{/g) ?? []).length);
