import { Route, Routes } from "react-router";
import { type SolekitConfigInput, SolekitProvider } from "solekit";
import { AccountModal } from "./account/account-modal";
import { MiniCart } from "./cart/mini-cart";
import { DevPanel } from "./dev-panel/dev-panel";
import { type DevSandbox, DevSandboxContext } from "./dev-panel/sandbox-context";
import { Header } from "./layout/header";
import { NoticeRegion } from "./notice/notice-region";
import { AccountLogoutPage } from "./pages/account-logout-page";
import { AccountPage } from "./pages/account-page";
import { CartPage } from "./pages/cart-page";
import { CollectionPage } from "./pages/collection-page";
import { HomePage } from "./pages/home-page";
import { NotFoundPage } from "./pages/not-found-page";
import { ProductPage } from "./pages/product-page";
import { SearchPage } from "./pages/search-page";
import { PwpPopup } from "./pwp/pwp-popup";
import { useRouterUrl } from "./router-url";

export interface AppProps {
  config: SolekitConfigInput;
  sandbox: DevSandbox | null;
}

export function App({ config, sandbox }: AppProps) {
  const url = useRouterUrl();
  return (
    <DevSandboxContext.Provider value={sandbox}>
      <SolekitProvider config={config} url={url}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header />
        <main id="main" tabIndex={-1}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/search" element={<SearchPage />} />
            <Route path="/collections/:handle" element={<CollectionPage />} />
            <Route path="/products/:handle" element={<ProductPage />} />
            <Route path="/account" element={<AccountPage />} />
            <Route path="/account/logout" element={<AccountLogoutPage />} />
            <Route path="/cart" element={<CartPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </main>
        <footer className="site-footer">
          <p>solekit reference store — every behaviour comes from the solekit hooks.</p>
        </footer>
        <AccountModal />
        <MiniCart />
        <PwpPopup />
        <NoticeRegion />
        <DevPanel />
      </SolekitProvider>
    </DevSandboxContext.Provider>
  );
}
