import { useWalletPass } from "solekit";

/** The 'Add to Apple Wallet' / 'Add to Google Wallet' link, shown only under 768 px wide. */
export function WalletPassLink() {
  const pass = useWalletPass();
  if (!pass.isShown) return null;
  return (
    <a {...pass.getLinkProps({ className: `wallet-pass wallet-pass--${pass.device}` })}>
      <span aria-hidden="true" className="wallet-pass__icon" />
      {pass.linkText}
    </a>
  );
}
