import { useNavigate } from "react-router";

/**
 * Goes where a billing call answered: a page of Haulwise (the built-in checkout) without
 * reloading, or the provider's own page (Stripe Checkout, the Customer Portal).
 */
export function useFollowRedirect() {
  const navigate = useNavigate();
  return (url: string) => {
    if (url.startsWith("/")) navigate(url);
    else window.location.assign(url);
  };
}
