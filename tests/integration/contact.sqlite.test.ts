import { contactContract } from "./contact-contract";

contactContract("sqlite");
