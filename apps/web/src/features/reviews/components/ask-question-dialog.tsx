"use client";

import { MESSAGES, QUESTION_TITLE_MAX } from "@shop/contracts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { CheckCircleIcon } from "@/components/ui/more-icons";
import { errorMessage } from "@/features/cart/lib/error-message";
import { useShopSession } from "@/features/identity/session";
import { useT } from "@/i18n/client";
import { ApiError } from "@/lib/api/client";
import { askQuestion } from "@/lib/api/reviews";
import { toast } from "@/lib/toast";
import { useMessageIn } from "@/lib/use-message-in";
import { useFocusOnOpen } from "../hooks/use-focus-on-open";
import { questionEmailError, validateQuestion } from "../lib/question-fields";
import { useLocalFormat } from "../lib/use-local-format";

type Props = {
  open: boolean;
  onClose: () => void;
  /** The product of the page's route (/product/{slug}). */
  slug: string;
  productName: string;
  /** A question was taken: the list is read again. */
  onAsked: () => void;
};

/** Ask Question: the form, then the submitted confirmation (spec §4). Closing resets it (the body unmounts). */
export function AskQuestionDialog({ open, onClose, slug, productName, onAsked }: Props) {
  const t = useT("reviews");
  return (
    <Dialog open={open} onClose={onClose} title={t("ask")}>
      <AskQuestionBody slug={slug} productName={productName} onClose={onClose} onAsked={onAsked} />
    </Dialog>
  );
}

function AskQuestionBody({ slug, productName, onClose, onAsked }: Omit<Props, "open">) {
  const [sent, setSent] = useState(false);
  if (sent) return <Submitted onClose={onClose} />;
  return (
    <QuestionForm
      slug={slug}
      productName={productName}
      onSent={() => {
        setSent(true);
        onAsked();
      }}
    />
  );
}

/**
 * Product read-only; the email read-only when the account has one, else asked for
 * (R284: required, the answer goes there); the question typed: trimmed, 5 to 120
 * characters. Fields are checked on blur and on submit with the contracts' messages. A
 * 422 on a field goes under it; anything else (429 included, in the API's words) is a toast.
 */
function QuestionForm({ slug, productName, onSent }: { slug: string; productName: string; onSent: () => void }) {
  const { user } = useShopSession();
  const accountEmail = user?.email ?? "";
  const askEmail = Boolean(user) && !accountEmail;
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [typedEmail, setTypedEmail] = useState("");
  const [emailError, setEmailError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const titleRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  useFocusOnOpen(titleRef);
  const t = useT("reviews");
  const m = useMessageIn();
  const { digits } = useLocalFormat();

  const check = (value: string) => {
    const checked = validateQuestion(value);
    return checked.ok ? undefined : checked.error;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateQuestion(title);
    const emailWrong = askEmail ? questionEmailError(typedEmail) : undefined;
    setError(checked.ok ? undefined : checked.error);
    setEmailError(emailWrong);
    if (emailWrong) return emailRef.current?.focus();
    if (!checked.ok) return titleRef.current?.focus();
    setBusy(true);
    try {
      const answer = await askQuestion(slug, askEmail ? { ...checked.body, email: typedEmail.trim() } : checked.body);
      toast.success(answer.message || MESSAGES.questionCreated);
      onSent();
    } catch (failure) {
      setBusy(false);
      const refused = failure instanceof ApiError && failure.status === 422 ? failure : undefined;
      const onEmail = refused?.fieldError("email");
      const onTitle = refused?.fieldError("title");
      if (onEmail || onTitle) {
        setEmailError(onEmail);
        setError(onTitle);
        (onEmail ? emailRef : titleRef).current?.focus();
        return;
      }
      toast.error(errorMessage(failure));
    }
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("questionAbout", { name: productName })}>
      <TextField label={t("product")} name="product" value={productName} readOnly className="[&_input]:bg-slate-50" />
      {askEmail ? (
        <TextField
          ref={emailRef}
          label={t("email")}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={typedEmail}
          onChange={(e) => {
            setTypedEmail(e.target.value);
            if (emailError) setEmailError(questionEmailError(e.target.value));
          }}
          onBlur={() => typedEmail && setEmailError(questionEmailError(typedEmail))}
          error={m(emailError)}
          hint={t("noEmailHint")}
        />
      ) : (
        <TextField
          label={t("email")}
          name="email"
          type="email"
          value={accountEmail}
          readOnly
          className="[&_input]:bg-slate-50"
          hint={accountEmail ? t("emailHint") : undefined}
        />
      )}
      <TextareaField
        ref={titleRef}
        label={t("yourQuestion")}
        name="title"
        required
        rows={3}
        placeholder={t("questionPlaceholder")}
        value={title}
        onChange={(e) => {
          setTitle(e.target.value);
          if (error) setError(check(e.target.value));
        }}
        onBlur={() => setError(check(title))}
        error={m(error)}
        hint={<span data-question-count="">{t("count", { count: digits(title.trim().length), max: digits(QUESTION_TITLE_MAX) })}</span>}
      />
      <Button type="submit" loading={busy} className="w-full sm:w-auto">
        {t("submitQuestion")}
      </Button>
    </form>
  );
}

/** The submitted state: the spec's promise of an answer within the next few hours. */
function Submitted({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // The form that had focus is gone: the confirmation takes it, so it is read out.
  useEffect(() => ref.current?.focus(), []);
  const t = useT("reviews");
  return (
    <div ref={ref} tabIndex={-1} className="flex flex-col items-center gap-3 py-2 text-center focus:outline-none" data-question-submitted="">
      <CheckCircleIcon className="size-12 text-emerald-600" />
      <p className="text-base font-semibold text-slate-900">{t("submitted")}</p>
      <Button onClick={onClose}>{t("done")}</Button>
    </div>
  );
}
