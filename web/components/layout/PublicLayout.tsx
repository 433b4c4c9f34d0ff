// STUB: to be replaced by the real layout.
import { Outlet } from 'react-router-dom';
export default function PublicLayout() {
  return <main><Outlet /></main>;
}
