export interface Migration {
  /** Never renamed or edited once shipped: databases remember which ids they ran. */
  id: string;
  sql: string;
}
