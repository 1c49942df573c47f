import { contactContract } from "./contact-contract";

contactContract("postgres");
