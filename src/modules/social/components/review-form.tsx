"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Image from "next/image";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { interfaceLocale } from "@/i18n/settings";
import { formatPrice } from "@/lib/money";
import { ApiCallError, errorMessage } from "@/modules/api/client";
import { REVIEW_MAX_LENGTH, type ReviewFormValues, reviewContent, reviewFormSchema } from "@/shared/social/schemas";
import type { ProductSummary } from "@/shared/social/types";
import { socialApi } from "../api";
import { REVIEWS_PATH } from "../paths";
import { REDIRECTED, useSignedInCall } from "../use-signed-in-call";
import { ContractTexts } from "./contract-texts";
import { useSocialToasts } from "./product-toast";
import { RatingInput } from "./rating-input";

/** Review form images are 72x96 for rectangle photos, 96x96 otherwise. */
export const reviewImageSize = (shape: "rectangle" | "square") =>
  shape === "rectangle" ? { width: 72, height: 96 } : { width: 96, height: 96 };

export type ImageShape = "rectangle" | "square";

/**
 * The review form, opened only after the eligibility check said ok. Markup is stripped before
 * sending; the agreement is required and starts unticked (consent is given, not presumed); the author name is shown by
 * default.
 */
export function ReviewForm({ product, imageShape, onDone }: { product: ProductSummary; imageShape: ImageShape; onDone: () => void }) {
  const { t } = useTranslation("social");
  const id = useId();
  const toasts = useSocialToasts();
  const signedIn = useSignedInCall("review");
  const [serverError, setServerError] = useState("");
  const { register, control, handleSubmit, watch, setError, formState } = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { content: "", isAuthorNameShown: true, acceptedMembershipAgreement: false },
  });
  const { errors, isSubmitting } = formState;
  const remaining = REVIEW_MAX_LENGTH - (watch("content")?.length ?? 0);
  const size = reviewImageSize(imageShape);
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  async function submit(values: ReviewFormValues) {
    setServerError("");
    try {
      const done = await signedIn(() =>
        socialApi.createReview({ ...values, content: reviewContent(values.content), locale: interfaceLocale, productId: product.id }),
      );
      if (done === REDIRECTED) return;
      onDone();
      toasts.product("reviewSubmitted", product, REVIEWS_PATH, t("toast.reviewSubmittedText"));
    } catch (error) {
      if (error instanceof ApiCallError && error.code === "membership_agreement_not_accepted")
        setError("acceptedMembershipAgreement", { message: "errors.membership_agreement_not_accepted" });
      else setServerError(errorMessage(error) || t("errors.generic"));
    }
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="flex flex-col gap-5 p-4 lg:p-0">
      <div className="flex items-center gap-4">
        {product.image && (
          <Image
            src={product.image}
            alt=""
            {...size}
            className="shrink-0 rounded object-cover"
            style={{ width: size.width, height: size.height }}
          />
        )}
        <div className="min-w-0">
          <p className="font-semibold">{product.name}</p>
          <p className="text-gray-700">{formatPrice(product.price)}</p>
        </div>
      </div>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <RatingInput
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={message(errors.rating?.message)}
            errorId={`${id}-rating-error`}
          />
        )}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-content`} className="font-semibold">
          {t("review.content")} <span className="font-normal text-gray-700">({t("review.optional")})</span>
        </label>
        <textarea
          id={`${id}-content`}
          rows={5}
          maxLength={REVIEW_MAX_LENGTH}
          aria-describedby={`${id}-remaining`}
          aria-invalid={errors.content ? true : undefined}
          className="rounded border border-gray-400 px-3 py-2"
          {...register("content")}
        />
        <p id={`${id}-remaining`} className="text-right text-sm text-gray-700">
          {t("review.remaining", { count: remaining })}
        </p>
        {errors.content && <p className="text-sm text-danger">{message(errors.content.message)}</p>}
      </div>
      <label className="flex items-start gap-3">
        <input type="checkbox" className="mt-1 size-5 accent-primary-700" {...register("isAuthorNameShown")} />
        <span>{t("review.showName")}</span>
      </label>
      <div className="flex flex-col gap-2">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-primary-700"
            aria-invalid={errors.acceptedMembershipAgreement ? true : undefined}
            aria-describedby={errors.acceptedMembershipAgreement ? `${id}-agreement-error` : undefined}
            {...register("acceptedMembershipAgreement")}
          />
          <span>{t("review.acceptAgreement")}</span>
        </label>
        {errors.acceptedMembershipAgreement && (
          <p id={`${id}-agreement-error`} role="alert" className="text-sm text-danger">
            {message(errors.acceptedMembershipAgreement.message)}
          </p>
        )}
        <ContractTexts />
      </div>
      {serverError && (
        <p role="alert" className="rounded border border-danger bg-red-50 p-3 text-sm text-danger">
          {serverError}
        </p>
      )}
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        className="rounded bg-primary-700 px-4 py-3 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        {t("review.submit")}
      </button>
    </form>
  );
}
