/** The ecosystem collections (issue 23): filled in as that content moves out of TypeScript. */
export const ecosystemCollections = {};
