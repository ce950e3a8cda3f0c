/**
 * The search's face: what the front door asks of the search (the instant search, answered from the in-memory index).
 * Another domain of src/server imports only this file; inside the domain, files import each other freely.
 */
export { instantSearch } from "./catalog-search";
