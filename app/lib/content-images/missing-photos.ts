/** The photos folder as the content schemas' messages name it (app/content/schemas/fields.ts photoFile, coverPhotoFile). */
export const PHOTO_FOLDER = "app/assets/photos";
