import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { FIXED_SHIPPING_PRICE, INVITATION_CURRENCY, invitationPrice } from "../../domain/orders/invitationPrice";
import { CARD_QUANTITY, type Envelopes, type OrderCreationPayload, type PerHousehold, type ShippingAddress } from "../../domain/orders/orderPayload";
import { translate } from "../../domain/languages";
import type { ShipmentMethod } from "../../domain/orders/shipmentMethods";
import { isStatus } from "../../kit/api/client";
import { createOrder, orderKey, useOrder } from "../api/orders";
import { fetchPrint } from "../api/prints";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../i18n/useI18n";
import { PaymentDialog } from "../payments/PaymentDialog";
import { CardPage } from "../prints/card/CardPage";
import { PRINT_TEXTS } from "../prints/texts";
import { PageTitle } from "../ui/PageTitle";
import { EMPTY_ADDRESS, type AddressDraft } from "./addressCheck";
import { AddressSection } from "./AddressSection";
import { useGuestList } from "../editor/guestList/guestListApi";
import { CardOptions } from "./CardOptions";
import { HouseholdCardsOption, type HouseholdChoice } from "./HouseholdCardsOption";
import { OrderError } from "./OrderError";
import { orderPaths } from "./paths";
import { PriceLines } from "./PriceLines";
import { ShipmentMethodList } from "./ShipmentMethodList";
import { ORDER_TEXTS, type OrderTexts } from "./texts";
import { shipmentMethodsKey, useShipmentMethods } from "./useShipmentMethods";
import "./orders.css";

/**
 * /redigera/:siteId/inbjudningar/:printId/bestall (spec 3, "Order"): choose quantity and
 * envelopes, fill the address (locked after Nästa until 'Ändra adress'), the shipment methods
 * load with the cheapest chosen, then the order is made and paid in the payment dialog, and
 * a paid order goes on to its confirmation.
 */
export function CheckoutPage() {
  const { siteId = "", printId = "" } = useParams();
  const texts = useOwnerTexts(ORDER_TEXTS);
  const printTexts = useOwnerTexts(PRINT_TEXTS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const paths = orderPaths(siteId);
  const print = useQuery({ queryKey: ["prints", printId], queryFn: () => fetchPrint(printId) });

  const [chosenQuantity, setQuantity] = useState<number>(CARD_QUANTITY.initial);
  const [perHousehold, setPerHousehold] = useState<PerHousehold | null>(null);
  const guestList = useGuestList(siteId);
  const { language } = useI18n();
  const households = guestList.data?.households ?? [];
  const householdChoices: HouseholdChoice[] = [
    { eventId: null, name: null, count: households.length },
    ...(guestList.data?.events ?? []).map((event) => ({ eventId: event.id, name: translate(event.name, language), count: households.filter((household) => household.eventIds.includes(event.id)).length })),
  ].filter((choice) => choice.count > 0);
  const householdCount = householdChoices.find((choice) => choice.eventId === (perHousehold?.eventId ?? null))?.count ?? 0;
  // One card per household: the quantity is their number, worked out again by the server.
  const quantity = perHousehold ? householdCount : chosenQuantity;
  const cards = perHousehold ? { perHousehold } : { quantity };
  const [envelopes, setEnvelopes] = useState<Envelopes>("none");
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [address, setAddress] = useState<ShippingAddress | null>(null);
  const [chosenUid, setChosenUid] = useState<string | null>(null);
  // The order made for exactly these choices, so closing the dialog and paying again pays the same order.
  const [created, setCreated] = useState<{ key: string; orderId: string } | null>(null);
  const [paying, setPaying] = useState(false);

  const request = address ? { print: printId, ...cards, envelopes, shippingAddress: address } : null;
  const methods = useShipmentMethods(request);
  // The owner's choice while it is still offered, else the cheapest, which comes first; none while the address is open.
  const offered = address ? methods.data : undefined;
  const chosen: ShipmentMethod | undefined = offered?.find((method) => method.shipmentMethodUid === chosenUid) ?? offered?.[0];
  const order = useOrder(created?.orderId ?? null);

  const make = useMutation({
    mutationFn: (payload: OrderCreationPayload) => createOrder(payload),
    onSuccess: ({ id }, payload) => {
      setCreated({ key: JSON.stringify(payload), orderId: id });
      setPaying(true);
    },
    // A method no longer offered (422) or a carrier failing: the methods are asked for again.
    onError: () => queryClient.invalidateQueries({ queryKey: shipmentMethodsKey(request) }),
  });

  if (print.isPending) return <CheckoutFrame texts={texts} paths={paths} printId={printId} loading />;
  if (print.error || print.data.site !== siteId) {
    return (
      <CheckoutFrame texts={texts} paths={paths} printId={printId}>
        {print.error ? <OrderError text={printTexts.loadFailed} error={print.error} /> : <p className="notice notice--error" role="alert">{texts.notThisSite}</p>}
      </CheckoutFrame>
    );
  }

  const card = print.data;
  const price = invitationPrice({ quantity, envelopes, trim: card.trim, shippingPrice: chosen?.price ?? FIXED_SHIPPING_PRICE, perHousehold: perHousehold !== null });
  const payload: OrderCreationPayload | null =
    address && chosen ? { print: printId, site: siteId, ...cards, envelopes, shipmentMethodUid: chosen.shipmentMethodUid, shipmentMethodName: chosen.name, shippingAddress: address } : null;
  const ready = payload !== null && !methods.isPlaceholderData && !methods.isFetching && !make.isPending;

  const orderAndPay = () => {
    if (!payload) return;
    if (created?.key === JSON.stringify(payload)) setPaying(true);
    else make.mutate(payload);
  };
  // A failed order's message belongs to the choices it was made with.
  function changed<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      make.reset();
    };
  }

  return (
    <CheckoutFrame texts={texts} paths={paths} printId={printId}>
      <div className="checkout">
        <div className="checkout__steps">
          <section className="card checkout-step" aria-labelledby="checkout-options">
            <h2 id="checkout-options" className="checkout-step__heading">
              {texts.optionsHeading}
            </h2>
            <div className="checkout-step__card">
              <figure className="checkout-card" aria-label={texts.previewLabel}>
                <CardPage card={card} page={1} sizes="10rem" />
              </figure>
              <CardOptions
                texts={texts}
                quantity={quantity}
                envelopes={envelopes}
                trim={card.trim}
                editCardPath={paths.card(printId)}
                onQuantity={changed(setQuantity)}
                onEnvelopes={changed(setEnvelopes)}
                perHousehold={perHousehold !== null}
              >
                {householdChoices.length > 0 && <HouseholdCardsOption texts={texts} siteId={siteId} choices={householdChoices} perHousehold={perHousehold} onChange={changed(setPerHousehold)} />}
              </CardOptions>
            </div>
          </section>

          <section className="card checkout-step" aria-labelledby="checkout-address">
            <h2 id="checkout-address" className="checkout-step__heading">
              {texts.addressHeading}
            </h2>
            <AddressSection texts={texts} draft={draft} locked={address} onDraft={setDraft} onNext={setAddress} onChange={() => changed(setAddress)(null)} />
          </section>

          <section className="card checkout-step" aria-labelledby="checkout-methods" aria-busy={methods.isFetching}>
            <h2 id="checkout-methods" className="checkout-step__heading">
              {texts.methodsHeading}
            </h2>
            {!address ? (
              <p className="muted">{texts.methodsWaiting}</p>
            ) : methods.error ? (
              <OrderError text={printTexts.shipmentMethodsFailed} error={methods.error} hint={texts.methodsFailedHint} action={{ label: texts.retry, onClick: () => void methods.refetch() }} />
            ) : !methods.data || !chosen ? (
              <p className="muted" role="status">
                {texts.methodsLoading}
              </p>
            ) : (
              <>
                <ShipmentMethodList texts={texts} methods={methods.data} chosen={chosen} onChoose={(method) => setChosenUid(method.shipmentMethodUid)} />
                <p className="field__hint checkout-methods__note">{texts.deliveryNotGuaranteed}</p>
                {methods.isFetching && (
                  <p className="muted" role="status">
                    {texts.methodsUpdating}
                  </p>
                )}
              </>
            )}
          </section>
        </div>

        <aside className="card checkout-summary" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{texts.summaryHeading}</h2>
          <PriceLines price={price} texts={texts} caption={texts.summaryHeading} />
          {!chosen && <p className="field__hint">{texts.shippingNote}</p>}
          <p className="notice notice--warning checkout-summary__warning">{texts.cannotUndo}</p>
          <button type="button" className="button button--primary button--large button--block" disabled={!ready} onClick={orderAndPay}>
            {make.isPending ? texts.creating : texts.orderAndPay}
          </button>
          {make.error && (
            <OrderError
              text={isStatus(make.error, 502) ? printTexts.shipmentMethodsFailed : texts.createFailed}
              error={make.error}
            />
          )}
          {order.error && <OrderError text={printTexts.orderLoadFailed} error={order.error} action={{ label: texts.retry, onClick: () => void order.refetch() }} />}
        </aside>
      </div>

      {paying && order.data && (
        <PaymentDialog
          target={{ kind: "order", orderId: order.data._id, price: { amount: order.data.totalInclVat, currency: INVITATION_CURRENCY }, quantity: order.data.quantity }}
          onClose={() => setPaying(false)}
          onPaid={async () => {
            await queryClient.invalidateQueries({ queryKey: orderKey(order.data._id) });
            await navigate(paths.confirmation(order.data._id));
          }}
        />
      )}
    </CheckoutFrame>
  );
}

/** The page's frame: back to the card, the heading and lead, and a loading note while the card loads. */
function CheckoutFrame({ texts, paths, printId, loading, children }: { texts: OrderTexts; paths: ReturnType<typeof orderPaths>; printId: string; loading?: boolean; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="editor-page checkout-page">
      <PageTitle text={texts.checkoutTitle} />
      <p className="checkout-page__back">
        <Link to={paths.card(printId)}>← {texts.backToCard}</Link>
      </p>
      <h1>{texts.checkoutTitle}</h1>
      <p className="lead checkout-page__lead">{texts.checkoutLead}</p>
      {loading ? <p className="muted">{t.common.loading}</p> : children}
    </div>
  );
}
