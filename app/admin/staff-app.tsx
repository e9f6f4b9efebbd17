import { useState } from "react";
import { RouterProvider, createBrowserRouter } from "react-router";
import { staffRoutes } from "./staff-routes";

/**
 * The staff inbox as one client-rendered React app (pages/admin.astro mounts
 * it client:only): React Router in the browser over the staff pages. The
 * server sends the same shell for /admin and every path below it.
 */
export default function StaffApp() {
  // One router for the app's life, made on the client (this island never renders on the server).
  const [router] = useState(() => createBrowserRouter(staffRoutes));
  return <RouterProvider router={router} />;
}
