// Entry point: global styles and the app.
import { mount } from "svelte";
import "./app.css";
import App from "./App.svelte";

const target = document.getElementById("app");
if (target) mount(App, { target });
