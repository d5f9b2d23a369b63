import { lazy, type ReactNode } from "react";
import { Route, Routes, useLocation } from "react-router";
import { type SolekitConfigInput, SolekitProvider } from "solekit";
import type { Prefetch } from "solekit/prefetch";
import { type DevSandbox, DevSandboxContext } from "./dev-panel/sandbox-context";
import { AnnouncementBar } from "./layout/announcement-bar";
import { Booking } from "./layout/booking";
import { DeliveryDrawer } from "./layout/delivery-drawer";
import { PageAnnouncer } from "./layout/document-title";
import { Footer } from "./layout/footer";
import { Header } from "./layout/header";
import { ServicesReadyContext, WhenServicesReady } from "./layout/services-ready";
import { useScrollToTopOnNewPage } from "./layout/use-scroll-to-top";
import { NoticeRegion } from "./notice/notice-region";
import { PageLoadError } from "./pages/page-load-error";
import { useRouterUrl } from "./router-url";
import {
  AccountLogoutPage,
  AccountPage,
  CartPage,
  CollectionPage,
  ContentPage,
  GuestWishlistPage,
  HomePage,
  NotFoundPage,
  ProductPage,
  SearchPage,
} from "./routes";
import { PartBoundary } from "./ui/lazy-part";
import { WishlistModalHost } from "./wishlist/wishlist-modal-host";

// Dialogs no first screen shows: their code loads once the services answer, beside the first
// page's data instead of ahead of it.
const AccountModal = lazy(() => import("./account/account-modal").then((m) => ({ default: m.AccountModal })));
const MiniCart = lazy(() => import("./cart/mini-cart").then((m) => ({ default: m.MiniCart })));
const PwpPopup = lazy(() => import("./pwp/pwp-popup").then((m) => ({ default: m.PwpPopup })));
const DevPanel = lazy(() => import("./dev-panel/dev-panel").then((m) => ({ default: m.DevPanel })));

export interface AppProps {
  config: SolekitConfigInput;
  sandbox: DevSandbox | null;
  /** Whether the services answer yet (the sandbox's worker runs); the chrome renders before. */
  servicesReady?: boolean;
  /** The first screen's requests, started before React loaded (`first-requests.ts`). */
  prefetch?: Prefetch;
}

export function App({ config, sandbox, servicesReady = true, prefetch }: AppProps) {
  const url = useRouterUrl();
  const { pathname } = useLocation();
  useScrollToTopOnNewPage();
  return (
    <DevSandboxContext.Provider value={sandbox}>
      <ServicesReadyContext.Provider value={servicesReady}>
        <SolekitProvider config={config} url={url} prefetch={prefetch}>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <AnnouncementBar />
          <Header member={config.customer?.logged === true} />
          <main id="main" tabIndex={-1}>
            {/* A page whose code fails to download says so under the header (else React would
                unmount the whole app); another path tries its own page's code. */}
            <PartBoundary resetKey={pathname} fallback={<PageLoading />} failure={<CodeFailed />}>
              <Routes>
                <Route path="/" element={<HomePage />} />
                <Route path="/search" element={<Ready page={<SearchPage />} />} />
                <Route path="/collections/:handle" element={<Ready page={<CollectionPage />} />} />
                <Route path="/pages/wishlist" element={<Ready page={<GuestWishlistPage />} />} />
                <Route path="/pages/:handle" element={<Ready page={<ContentPage />} />} />
                <Route path="/products/:handle" element={<Ready page={<ProductPage />} />} />
                <Route path="/cart" element={<Ready page={<CartPage />} />} />
                <Route path="/account" element={<Ready page={<AccountPage />} />} />
                <Route path="/account/logout" element={<Ready page={<AccountLogoutPage />} />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </PartBoundary>
          </main>
          <Footer />
          <Booking />
          <DeliveryDrawer />
          <NoticeRegion />
          <PageAnnouncer />
          {/* Dialogs that load or send data mount once the services answer, each on its own: one
              whose code fails to download costs the shopper that dialog, not the page. */}
          <WhenServicesReady fallback={null}>
            <PartBoundary>
              <AccountModal />
            </PartBoundary>
            <PartBoundary>
              <MiniCart />
            </PartBoundary>
            <PartBoundary>
              <PwpPopup />
            </PartBoundary>
            <WishlistModalHost />
            {sandbox ? (
              <PartBoundary>
                <DevPanel />
              </PartBoundary>
            ) : null}
          </WhenServicesReady>
        </SolekitProvider>
      </ServicesReadyContext.Provider>
    </DevSandboxContext.Provider>
  );
}

// A page whose code failed to download: the browser keeps the download as failed until a reload.
function CodeFailed() {
  return (
    <PageLoadError
      retry={() => window.location.reload()}
      retryLabel="Reload the page"
      message="Check your connection, then reload the page."
    />
  );
}

// A page whose first render already fetches waits for the services behind a placeholder.
function Ready({ page }: { page: ReactNode }) {
  return <WhenServicesReady fallback={<PageLoading />}>{page}</WhenServicesReady>;
}

// While a page's code or data is on its way: a busy region that still names the page, so the
// document always has its level-one heading.
function PageLoading() {
  return (
    <div className="page-loading" aria-busy="true">
      <h1 className="visually-hidden">Loading…</h1>
    </div>
  );
}
