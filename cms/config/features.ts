export default () => ({
  // A deliberate choice of the current Media Library. Without it, Strapi records a one-off upgrade notice on the
  // second start of every app, and a second `npm start` must add nothing to the database.
  useLegacyMediaLibrary: false,
});
