import { loadContract } from "./backup-load-contract";

loadContract("sqlite");
