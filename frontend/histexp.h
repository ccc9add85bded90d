/*
 * histexp.h - history expansion ('!!', '!$', '^old^new', ...), the
 * csh-style references bash expands in a line before the parser sees it.
 * Prefix fe_histexp_.  Used by the line readers (frontend/history.c's
 * fe_hist_input) and by `history -p`.
 */
#ifndef QUIRL_HISTEXP_H
#define QUIRL_HISTEXP_H

#include <stdbool.h>
#include <stddef.h>

struct shell;
struct strbuf;

enum fe_histexp_result {
	FE_HISTEXP_SAME,    /* nothing to expand: OUT is untouched */
	FE_HISTEXP_CHANGED, /* OUT holds the expanded line */
	FE_HISTEXP_PRINT,   /* as CHANGED, and a :p asked not to run it */
	FE_HISTEXP_ERROR,   /* OUT holds the message ("!x: event not found") */
};

/* Whether LINE holds a character that can start a reference (histchars'
 * first two); false lets a reader skip expansion at the cost of a memchr. */
bool fe_histexp_needed(struct shell *sh, const char *line, size_t len);
/* Expands the references of LINE (LEN bytes, a newline ends it) against
 * the history entries, the newest SKIP of them not counted (the command
 * a continuation line belongs to).  Appends the result to OUT. */
enum fe_histexp_result fe_histexp(struct shell *sh, const char *line,
				  size_t len, size_t skip, struct strbuf *out);
/* Frees the remembered substitution and search strings. */
void fe_histexp_free(void);

#endif
