/** The lifecycle fields every directory row shows (API.md). */
export const presentLifecycle = (row: {
  isArchived: boolean;
  isDeleted: boolean;
  createdAt: Date;
  updatedAt: Date;
}) => ({
  isArchived: row.isArchived,
  isDeleted: row.isDeleted,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A directory row that is a name and a description (a client, a supplier) as the API shows it. */
export const presentNamed = (
  row: { id: string; name: string; description: string } & Parameters<typeof presentLifecycle>[0],
) => ({ id: row.id, name: row.name, description: row.description, ...presentLifecycle(row) });
