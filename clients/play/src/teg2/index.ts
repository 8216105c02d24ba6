// TEG II table entry point: the shell mounts it with createTeg2Table.
import type { TableFactory } from "../contract";
import { Teg2Table } from "./table";
import "./teg2.css";

export const createTeg2Table: TableFactory = (root, ctx) => new Teg2Table(root, ctx);
