import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { authorizationV2, responseSignature, sameSignature, verifyResponse, webhookSignatureV3 } from "./signature";

/**
 * iyzico's published vectors: the webhook ones from iyzipay-php's samples/webhook_Signature_Validation.php, the
 * IYZWSv2 header from iyzipay-node's test/unit/UtilsTest.js. The rules must give exactly these values.
 */
describe("iyzico signatures", () => {
  it("X-IYZ-SIGNATURE-V3 of a hosted checkout form payment (published vector)", () => {
    const signature = webhookSignatureV3("sandbox-UuLnD7wZa0a3DmytfIrwHQqAMfqCNJrs", {
      iyziEventType: "CHECKOUT_FORM_AUTH",
      iyziPaymentId: "22483975",
      token: "e828c62d-fd12-4b1a-ad5a-380f15fe6596",
      paymentConversationId: "conversationId",
      status: "SUCCESS",
    });
    expect(signature).toBe("4031c575763486a2d2bf3f7ace0baebfcd6bed65393ab4df3fe80c00d5fd6878");
  });

  it("X-IYZ-SIGNATURE-V3 of a direct API payment, without a token (published vector)", () => {
    const signature = webhookSignatureV3("sandbox-UuLnD7wZa0a3DmytfIrwHQqAMfqCNJrs", {
      iyziEventType: "API_AUTH",
      iyziPaymentId: 22484059,
      paymentConversationId: "conversationId",
      status: "SUCCESS",
    });
    expect(signature).toBe("92c7a72b7741bc83eb696066605c894778c87297b2c88d6037670666230e18ae");
  });

  it("the SDK's IYZWSv2 authorization header (published vector)", () => {
    expect(authorizationV2("api_key", "secret_key", "random_string", "uri", JSON.stringify("body"))).toBe(
      "IYZWSv2 YXBpS2V5OmFwaV9rZXkmcmFuZG9tS2V5OnJhbmRvbV9zdHJpbmcmc2lnbmF0dXJlOjAxNzUwODkyMWEyOWVlNTYwMWJjZDFmYmU4M2VmZDJlMmJlNDNhZjAyZWNlZmYzMGNmMmU5MWE1MzlhYWIzNTU=",
    );
  });

  it("a response signature is the HMAC of the fields in iyzico's order, joined by ':' (the 3-D Secure callback vector)", () => {
    // iyzipay-php's callbackUrl_Signature_Validation.php: conversationData, conversationId, mdStatus, paymentId, status.
    const joined = ["", "", "1", "22484292", "success"].join(":");
    expect(createHmac("sha256", "jLc7GQHD2pyJoqXDeEcTnGHYtP7Ai5jl").update(joined).digest("hex")).toBe(
      "a4f73b80bb32a6ef8358090bbd8609a49a7b53f463048f8ef147496e236d04f0",
    );
  });

  const retrieved = {
    paymentStatus: "SUCCESS",
    paymentId: "22484292",
    currency: "TRY",
    basketId: "LM-4Q7M2XK9TD",
    conversationId: "LM-4Q7M2XK9TD-a",
    paidPrice: 1040,
    price: 1000,
    token: "tok",
  };

  it("signs a retrieved checkout form payment over paymentStatus, paymentId, currency, basketId, conversationId, paidPrice, price, token", () => {
    const expected = createHmac("sha256", "key").update("SUCCESS:22484292:TRY:LM-4Q7M2XK9TD:LM-4Q7M2XK9TD-a:1040:1000:tok").digest("hex");
    expect(responseSignature("key", "checkoutFormRetrieve", retrieved)).toBe(expected);
    expect(verifyResponse("key", "checkoutFormRetrieve", { ...retrieved, signature: expected })).toBe(true);
  });

  it("refuses an answer whose signed field changed, one signed with another key, and one without a signature", () => {
    const signature = responseSignature("key", "checkoutFormRetrieve", retrieved);
    expect(verifyResponse("key", "checkoutFormRetrieve", { ...retrieved, price: 1, signature })).toBe(false);
    expect(
      verifyResponse("key", "checkoutFormRetrieve", {
        ...retrieved,
        signature: responseSignature("other", "checkoutFormRetrieve", retrieved),
      }),
    ).toBe(false);
    expect(verifyResponse("key", "checkoutFormRetrieve", retrieved)).toBe(false);
    expect(sameSignature(signature, signature.toUpperCase())).toBe(true);
    expect(sameSignature(signature, `${signature}00`)).toBe(false);
    expect(sameSignature(signature, 42)).toBe(false);
  });

  it("signs the checkout form's initialization over conversationId and token", () => {
    expect(responseSignature("k", "checkoutFormInitialize", { token: "t", conversationId: "c" })).toBe(
      createHmac("sha256", "k").update("c:t").digest("hex"),
    );
  });
});
