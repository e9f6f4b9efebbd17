/** The public page where anyone asks for the signed link to their data (issue 24 §2). */
export const YOUR_DATA_PATH = "/legal/your-data";
