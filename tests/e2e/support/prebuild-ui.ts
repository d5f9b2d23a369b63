// `npm test` runs this beside the unit tests: it builds the reference UI for the browser tests,
// whose global setup then serves this build instead of building again (see reusableBuild).
import { buildReferenceUi, requestedReactBuild } from "./reference-ui-build";

await buildReferenceUi(requestedReactBuild());
