// Every table at once, for tests and tools that check them all. The app
// never imports this file: it loads one language at a time (tables.ts).
import type { Language } from "../ipc/types";
import { en } from "./en";
import { ja } from "./ja";
import { ko } from "./ko";
import { ru } from "./ru";
import type { Table } from "./tables";
import { zh } from "./zh";
import { zhHant } from "./zhHant";

/** Every table by language code. */
export const TABLES: Record<Language, Table> = { en, ko, ja, zh, zhHant, ru };
