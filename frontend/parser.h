/*
 * parser.h - the POSIX shell parser: text in, one complete command at a time
 * out, as an AST in its own arena.
 *
 * Input is pulled: the parser asks its struct parser_input for more text
 * whenever the lexer reaches the end of what it has (a line at a time for
 * files and terminals, everything at once for -c strings).  When the input
 * reports end of file in the middle of a command, parser_next returns
 * PARSE_INCOMPLETE if the caller set `incremental`, else a syntax error
 * "unexpected end of file".  An interactive caller therefore either supplies
 * a read_more that prompts with PS2, or uses incremental mode and re-parses
 * the accumulated text.
 *
 * Aliases are expanded while lexing through the alias_lookup hook, with the
 * POSIX trailing-blank rule; an alias is not expanded again inside its own
 * expansion.
 */
#ifndef QUIRL_PARSER_H
#define QUIRL_PARSER_H

#include <stdbool.h>
#include <stddef.h>

#include "arena.h"
#include "ast.h"

struct parser_input {
	/* Append more text (normally one line including its '\n') to *buf
	 * (a struct strbuf *, opaque here to keep this header light).
	 * Return 1 when something was appended, 0 at end of input. */
	int (*read_more)(void *ctx, void *strbuf);
	void *ctx;
	/* a string (-c, eval, '.'), not a file or terminal: a backslash at
	 * its very end stays a backslash (bash) */
	bool text;
	/* read_more prompts (a terminal, an interactive shell): the parser
	 * never reads ahead of what the grammar needs */
	bool prompts;
};

struct parser_hooks {
	/* Value of alias NAME or NULL.  May be NULL (no aliases). */
	const char *(*alias_lookup)(void *ctx, const char *name);
	void *ctx;
	/* Whether shopt extglob is on now: words are lexed with ?(...)
	 * *(...) +(...) @(...) !(...) when it is (bash decides at parse
	 * time).  May be NULL (off; [[ == ]] patterns always have them). */
	bool (*extglob)(void *ctx);
	/* Whether set -o posix is on now: `time` followed by a word that
	 * starts with '-' is then no reserved word (bash).  May be NULL. */
	bool (*posix)(void *ctx);
	/* Whether $'\u...' writes UTF-8 (mb_named_utf8); NULL: no. */
	bool (*utf8)(void *ctx);
	/* Reports MSG, a warning about the input at LINE (a here-document
	 * that the end of input ends, as bash warns).  NULL: silent. */
	void (*warn)(void *ctx, int line, const char *msg);
};

enum parse_status {
	PARSE_OK,         /* *out is a complete command (may be NULL for an
			     empty line or a line with only a comment) */
	PARSE_EOF,        /* input ended cleanly before any token */
	PARSE_ERROR,      /* syntax error; see parser_error_msg/_line */
	PARSE_INCOMPLETE, /* incremental mode: need more input */
};

struct parser;

struct parser *parser_new(const struct parser_input *in,
			  const struct parser_hooks *hooks, int first_line);
/* Parses from a string (for -c, eval, '.' of a loaded file, tests). */
struct parser *parser_new_string(const char *text, size_t len,
				 const struct parser_hooks *hooks,
				 int first_line);
void parser_free(struct parser *p);

void parser_set_incremental(struct parser *p, bool on);

/*
 * Parses the next complete command: everything up to and including the
 * newline that ends it (with its pending here-documents), or to end of
 * input.  On PARSE_OK, *arena holds a new arena (refcount 1, owned by the
 * caller) and *out its root list, or both are NULL for an empty line.
 */
enum parse_status parser_next(struct parser *p, struct arena **arena,
			      struct node **out);

/* Parses all of the input into one list (for eval, -n, --dump-ast). */
enum parse_status parser_all(struct parser *p, struct arena **arena,
			     struct node **out);

/* After PARSE_ERROR: the message without prefix, e.g.
 * "syntax error: unexpected 'fi'", and the line it refers to. */
const char *parser_error_msg(const struct parser *p);
int parser_error_line(const struct parser *p);
/* The source line that holds the token a syntax error is about, shown
 * after the message (bash's second line), or NULL. */
const char *parser_error_context(const struct parser *p);
/* The error is an unexpected token inside a $(...) body (bash then leaves
 * a non-interactive shell from eval or '.', not only the eval). */
bool parser_error_in_cmdsub(const struct parser *p);
/* The error is inside [[ ]], where bash has its own words: one message
 * per level that failed (parser_error_cond_msg, none at all for `[[ ]]'),
 * no source line.  Other errors may have more messages to show after
 * parser_error_msg (parser_error_cond_msg too). */
bool parser_error_cond(const struct parser *p);
/* What a script (or -c string) that stops at the error exits with: 0: 2,
 * as for most syntax errors; 1: the last status (a [[ ]] error); 2: the
 * last status, or 2 for 0 (a [[ ]] error that the input ends, the end of
 * the input inside a quote, ${, $((, (( or [[); 3: 1, also from eval and
 * '.' (an error inside NAME=( ... ), as bash's). */
int parser_error_keep(const struct parser *p);
size_t parser_error_cond_count(const struct parser *p);
const char *parser_error_cond_msg(const struct parser *p, size_t i, int *line);
/* The line on which the command parser_next returned ends. */
int parser_line(const struct parser *p);
/* After an error, skip to the end of the current line so an interactive
 * shell can continue. */
void parser_recover(struct parser *p);

/* How the line read_more is asked for now goes on from the line before
 * it, in the words of bash's cmdhist (one history entry for a command of
 * several lines): PC_NEWLINE inside a word (a quote, $(...)), a
 * here-document or after a comment; PC_JOIN after a backslash-newline;
 * PC_SPACE after a token that a ';' may not follow (| && ( then do ...,
 * an element of NAME=(...)); PC_SEMI after the end of a command. */
enum parser_cont { PC_NEWLINE, PC_JOIN, PC_SPACE, PC_SEMI };
enum parser_cont parser_continuation(const struct parser *p);

/* Arithmetic: parses TEXT (the inside of $((...)), or a variable's value)
 * into a tree allocated in ARENA.  Returns NULL on error and sets *err to a
 * static or arena-allocated message like "syntax error: operand expected
 * (error token is \"+\")"; a message that starts with ARITH_MSG_OWN_TEXT
 * names the expression itself ("a[0]: expression recursion level
 * exceeded ..."), so the printer leaves TEXT out; one that starts with
 * ARITH_MSG_CUT_TEXT names the part of TEXT to print itself (a bad
 * constant: bash shows the text up to its end) but keeps the "let: " or
 * "((: " of the caller. */
#define ARITH_MSG_OWN_TEXT '\001'
#define ARITH_MSG_CUT_TEXT '\002'
struct arith *arith_parse(struct arena *arena, const char *text, size_t len,
			  const char **err);

/* Parses TEXT as the body of an unquoted here-document (parameter,
 * command and arithmetic expansions; backslash quotes only $ ` \ and
 * newline) into a word allocated in ARENA, for prompt strings (PS1, PS2,
 * PS4).  Expand it with rt_expand(..., EXP_HEREDOC, ...).  Returns NULL
 * on a syntax error. */
struct word *parser_template(struct arena *arena, const char *text, size_t len);

/* Parses TEXT, which must be one compound value "( elements )", into the
 * .compound/.nelems/.elems/.keys/.src of an assignment allocated in
 * ARENA (for declare -a NAME='(...)' and the text of declaration
 * operands).  Returns NULL on a syntax error. */
struct assign *parser_compound(struct arena *arena, const char *text,
			       size_t len);

struct strbuf;
/* lexer.c: appends the body of $'...' (S, N bytes, without the quotes)
 * with its ANSI-C escapes decoded; ${v@E} decodes with it too. */
void lx_ansi_decode(const char *s, size_t n, bool utf8, struct strbuf *out);

/* AST printer (ast_print.c): a stable, line-oriented text form used by
 * --dump-ast and the golden parse tests. */
struct strbuf;
void ast_print(struct strbuf *out, const struct node *list);
void ast_print_word(struct strbuf *out, const struct word *w);
void ast_print_arith(struct strbuf *out, const struct arith *a);
/* Shell source text of a command, for `type`, job listings and `set -x`
 * style output: re-created from the AST, normalised. */
void ast_unparse(struct strbuf *out, const struct node *list);
/* The same for command N alone (not the rest of its list), without the
 * final newline, a brace group or subshell without redirections on one
 * line ("( a; b )"): job listings, BASH_COMMAND. */
void ast_unparse_command(struct strbuf *out, const struct node *n);
/* BASH_COMMAND before command N: the head of for, select and case as
 * bash shows it ("for x in a b", "case $x in "), (( )) as written, else
 * ast_unparse_command. */
void ast_unparse_head(struct strbuf *out, const struct node *n);
/* One word as written (normalised), for messages that quote the source
 * text of a word, as bash's "$fd: Bad file descriptor". */
void ast_unparse_word(struct strbuf *out, const struct word *w);

#endif
