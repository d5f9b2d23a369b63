export { unassignedShoesQuery, unexpiredUnassignedShoesQuery } from "./unassigned-shoes.queries";
