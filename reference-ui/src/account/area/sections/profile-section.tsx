import { ShopSignIn, UpdateDetailsForm } from "../../shop-account";
import type { SectionProps } from "../section-props";

/** Profile: until the details and preferences forms land (this session), the shop account forms. */
export default function ProfileSection(_props: SectionProps) {
  return (
    <div className="shop-account">
      <ShopSignIn />
      <UpdateDetailsForm />
    </div>
  );
}
