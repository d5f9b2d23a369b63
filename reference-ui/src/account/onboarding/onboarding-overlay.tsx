import { type OnboardingApi, useOnboarding } from "solekit";
import { FAVOURITE_BRANDS, FAVOURITE_SPORTS } from "../favourite-options";
import { AboutStep } from "./about-step";
import { AVATAR_PRESETS } from "./avatar-options";
import "./onboarding.css";

/**
 * The first-login onboarding overlay 'Fit Club' (lazily loaded by the account area); focus goes
 * to `closeFocusId` (the page's heading) when it closes.
 */
export default function OnboardingOverlay({ closeFocusId }: { closeFocusId: string }) {
  const onboarding = useOnboarding({
    avatars: AVATAR_PRESETS,
    sports: FAVOURITE_SPORTS,
    brands: FAVOURITE_BRANDS,
    onReload: () => window.location.reload(),
    closeFocusId,
  });
  if (!onboarding.isOpen) return null;
  const { messages } = onboarding;
  return (
    <>
      <div className="onboarding__backdrop" />
      <div {...onboarding.getDialogProps({ className: "onboarding" })}>
        <div className="onboarding__bar">
          {onboarding.canGoBack ? (
            <button {...onboarding.getBackButtonProps({ className: "onboarding__bar-button" })}>
              <span aria-hidden="true">‹ </span>
              {messages.back}
            </button>
          ) : (
            <span />
          )}
          <span className="onboarding__brand">{messages.onboardingTitle}</span>
          <div className="onboarding__bar-end">
            <a {...onboarding.getHelpLinkProps({ className: "onboarding__help" })}>{messages.needHelp}</a>
            <button {...onboarding.getExitButtonProps({ className: "onboarding__bar-button" })}>
              {messages.exit}
            </button>
          </div>
        </div>
        {onboarding.progressText ? (
          <div className="onboarding__progress">
            <div {...onboarding.getProgressProps({ className: "onboarding__track" })}>
              <span style={{ width: `${(onboarding.stepNumber / 5) * 100}%` }} />
            </div>
            <p aria-hidden="true">{onboarding.progressText}</p>
          </div>
        ) : null}
        <div className={`onboarding__body onboarding__body--${onboarding.step}`}>
          <h2 {...onboarding.getHeadingProps({ className: "onboarding__title" })}>{onboarding.title}</h2>
          <StepContent onboarding={onboarding} />
        </div>
        <StepActions onboarding={onboarding} />
      </div>
    </>
  );
}

function StepContent({ onboarding }: { onboarding: OnboardingApi }) {
  const { messages } = onboarding;
  switch (onboarding.step) {
    case "intro":
      return (
        <div className="onboarding__intro">
          <div className="onboarding__intro-art" aria-hidden="true">
            {AVATAR_PRESETS.map((avatar) => (
              <img key={avatar.url} src={avatar.url} alt="" width="72" height="72" />
            ))}
          </div>
          <p>{messages.onboardingIntroText}</p>
        </div>
      );
    case "about":
      return <AboutStep onboarding={onboarding} />;
    case "avatar":
      return (
        <>
          <div {...onboarding.getAvatarGroupProps({ className: "onboarding__avatars" })}>
            {onboarding.avatars.map((avatar, index) => (
              <label key={avatar.url} className="onboarding__avatar">
                <input {...onboarding.getAvatarRadioProps(index, { className: "visually-hidden" })} />
                <img src={avatar.url} alt="" width="96" height="96" />
                <span>{avatar.label}</span>
              </label>
            ))}
          </div>
          <p {...onboarding.getErrorProps("avatarUrl", { className: "onboarding__error" })}>
            {onboarding.fieldErrors.avatarUrl}
          </p>
        </>
      );
    case "sports":
    case "brands": {
      const items = onboarding.step === "sports" ? onboarding.sports : onboarding.brands;
      const props = onboarding.step === "sports" ? onboarding.getSportProps : onboarding.getBrandProps;
      return (
        <>
          <p className="onboarding__hint">{messages.onboardingPickHint}</p>
          <ul className="onboarding__chips">
            {items.map((item) => (
              <li key={item.id}>
                <button {...props(item.id, { className: "onboarding__chip" })}>
                  {item.picked ? <span aria-hidden="true">✓ </span> : null}
                  {item.value}
                </button>
              </li>
            ))}
          </ul>
          {onboarding.step === "brands" && onboarding.hasMoreBrands ? (
            <button {...onboarding.getLoadMoreProps({ className: "button onboarding__more" })}>
              {messages.loadMoreBrands}
            </button>
          ) : null}
        </>
      );
    }
    case "confirmation":
      return <Confirmation onboarding={onboarding} />;
    default:
      return null;
  }
}

function Confirmation({ onboarding }: { onboarding: OnboardingApi }) {
  const { messages } = onboarding;
  return (
    <>
      {onboarding.submitError ? (
        <p className="onboarding__alert" role="alert">
          {onboarding.submitError}
        </p>
      ) : null}
      <ul className="onboarding__kids">
        {onboarding.children.map((child) => (
          <li
            key={child.index}
            className={`onboarding__kid${child.duplicateShoeTag ? " onboarding__kid--invalid" : ""}`}
          >
            {child.avatarUrl ? (
              <img src={child.avatarUrl} alt="" width="64" height="64" />
            ) : (
              <span className="onboarding__kid-blank" />
            )}
            <div className="onboarding__kid-text">
              <h3>{child.name}</h3>
              <p>
                {messages.childShoeTagLabel}: <strong>{child.shoeTag || "—"}</strong>
                {child.birthday ? ` · ${child.birthday}` : null}
              </p>
              <p className="onboarding__kid-muted">{child.sports}</p>
              <p className="onboarding__kid-muted">{child.brands}</p>
              {child.duplicateShoeTag ? <p className="onboarding__error">{messages.shoeTagExists}</p> : null}
              {child.created ? <p className="onboarding__badge">{messages.onboardingCreated}</p> : null}
              {child.incomplete ? (
                <p className="onboarding__badge onboarding__badge--todo">{messages.onboardingIncomplete}</p>
              ) : null}
            </div>
            {child.created ? null : (
              <button
                {...onboarding.getEditButtonProps(child.index, {
                  className: "onboarding__edit",
                  "aria-label": `${messages.onboardingEdit} ${child.name}`,
                })}
              >
                {messages.onboardingEdit}
              </button>
            )}
          </li>
        ))}
      </ul>
      <button {...onboarding.getAddChildButtonProps({ className: "button onboarding__add" })}>
        <span aria-hidden="true">+ </span>
        {messages.onboardingAddChild}
      </button>
    </>
  );
}

function StepActions({ onboarding }: { onboarding: OnboardingApi }) {
  const { messages } = onboarding;
  if (onboarding.step === "intro")
    return (
      <div className="onboarding__actions">
        <button type="button" className="button button--primary" onClick={onboarding.start}>
          {messages.onboardingStart}
        </button>
        <button type="button" className="onboarding__link-button" onClick={onboarding.skip}>
          {messages.onboardingSkip}
        </button>
      </div>
    );
  const last = onboarding.step === "confirmation";
  return (
    <div className="onboarding__actions">
      <button {...onboarding.getNextButtonProps({ className: "button button--primary" })}>
        {onboarding.isSubmitting ? <span className="onboarding__spinner" aria-hidden="true" /> : null}
        {last
          ? onboarding.isSubmitting
            ? messages.onboardingSubmitting
            : messages.onboardingSubmit
          : messages.onboardingNext}
      </button>
      {onboarding.canSkip ? (
        <button {...onboarding.getSkipButtonProps({ className: "onboarding__link-button" })}>
          {messages.onboardingSkipStep}
        </button>
      ) : null}
    </div>
  );
}
