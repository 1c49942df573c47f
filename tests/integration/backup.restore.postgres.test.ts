import { restoreContract } from "./backup-restore-contract";

restoreContract("postgres");
