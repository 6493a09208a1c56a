// The other half of the deliberate cycle: a module importing the component
// that imports it. scripts/circular.mjs expects madge to report it.
import Canary from "./Canary.svelte";

export const label = "canary";
export const component = Canary;
