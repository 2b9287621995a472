import { Outlet } from 'react-router-dom'

/** Placeholder layout of the member area (sidebar comes with the admin change). Guarded in app/router. */
export default function AdminLayoutRoute() {
  return <Outlet />
}
