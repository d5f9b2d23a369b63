import { createElement, type ReactNode } from "react";
import { Link } from "react-router";
import type { RichTextNode } from "solekit/rules";

/**
 * Renders merchandising content the hook has already parsed to allowed elements and text. No
 * HTML string ever reaches the DOM: text is text, and links carry only a checked href.
 */
export function RichText({ nodes }: { nodes: readonly RichTextNode[] }): ReactNode {
  return nodes.map((node, index) => {
    // biome-ignore lint/suspicious/noArrayIndexKey: parsed content is static and has no ids
    if (node.type === "text") return <span key={index}>{node.text}</span>;
    const children = <RichText nodes={node.children} />;
    if (node.tag === "a") {
      if (node.href?.startsWith("/") && !node.href.startsWith("//")) {
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: parsed content is static and has no ids
          <Link key={index} to={node.href}>
            {children}
          </Link>
        );
      }
      return node.href ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: parsed content is static and has no ids
        <a key={index} href={node.href} rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: parsed content is static and has no ids
        <span key={index}>{children}</span>
      );
    }
    if (node.tag === "br") return createElement("br", { key: index });
    return createElement(node.tag, { key: index }, children);
  });
}
