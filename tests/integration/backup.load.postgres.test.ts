import { loadContract } from "./backup-load-contract";

loadContract("postgres");
