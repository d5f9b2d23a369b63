import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useSolekit } from "solekit";

/** Header search: the button opens a modal dialog with the search form. */
export function SearchDialog() {
  const { messages } = useSolekit();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const inputId = useId();

  const close = () => dialog.current?.close();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    close();
    void navigate(`/search?query=${encodeURIComponent(query)}`);
  };

  return (
    <>
      <button
        type="button"
        className="icon-link"
        aria-label={messages.searchOpenLabel}
        onClick={() => dialog.current?.showModal()}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l5 5" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <dialog ref={dialog} className="search-dialog" aria-label="Search">
        <search>
          <form onSubmit={submit}>
            <label htmlFor={inputId} className="visually-hidden">
              Search
            </label>
            <input
              ref={input}
              id={inputId}
              type="search"
              value={text}
              placeholder={messages.searchPlaceholder}
              onChange={(event) => setText(event.target.value)}
            />
            <button
              type="button"
              onClick={() => {
                setText("");
                input.current?.focus();
              }}
            >
              Clear
            </button>
            <button type="button" onClick={close}>
              Close
            </button>
          </form>
        </search>
      </dialog>
    </>
  );
}
