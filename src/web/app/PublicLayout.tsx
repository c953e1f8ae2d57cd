import { Outlet } from "react-router";
import { PageFrame } from "../ui/PageFrame";

export function PublicLayout() {
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}
