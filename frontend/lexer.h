/*
 * lexer.h - internal interface between the lexer (lexer.c) and the grammar
 * (parser.c).  Not for use outside frontend/.
 *
 * Invariants:
 *  - All input text read so far (minus consumed commands, see compaction in
 *    parser.c) lives in one flat buffer p->buf; positions are indices into
 *    it, never pointers, because reading more input may move it.
 *  - Line continuations are deleted from the buffer when the lexer peeks at
 *    them (lx_peek), never inside single quotes, comments or here-document
 *    bodies, which are read with lx_raw.  Alias text is spliced into the
 *    buffer at the current position.  Every stored position (alias ends,
 *    the trailing-blank mark) is adjusted when text is inserted or deleted.
 *  - Errors unwind with longjmp to the jmp_buf of the running parser_next /
 *    parser_all; everything allocated while parsing is either in the arena
 *    (freed by the caller) or owned by the struct parser, so unwinding never
 *    leaks.
 *  - One token of lookahead (have_tok).  Word-level recursion ($( ... ))
 *    calls back into the grammar, which is only legal while no token is
 *    buffered.
 */
#ifndef QUIRL_LEXER_H
#define QUIRL_LEXER_H

#include <setjmp.h>
#include <stdbool.h>
#include <stddef.h>

#include "../runtime/util.h"
#include "ast.h"
#include "parser.h"

#define LX_MAX_DEPTH 1000

enum tok_type {
	T_WORD,
	T_NEWLINE,
	T_EOF,
	T_SEMI,     /* ; */
	T_AMP,      /* & */
	T_PIPE,     /* | */
	T_PIPEAMP,  /* |& (bash) */
	T_ANDIF,    /* && */
	T_ORIF,     /* || */
	T_DSEMI,    /* ;; */
	T_SEMIAND,  /* ;& */
	T_DSEMIAND, /* ;;& */
	T_LPAREN,
	T_RPAREN,
	T_REDIR,
};

struct token {
	enum tok_type type;
	int line;
	size_t start;      /* buffer position of the first character */
	struct word *w;    /* T_WORD */
	const char *raw;   /* T_WORD: source text; operators: their text */
	bool plain;        /* T_WORD: one unquoted WP_LIT part, nothing else */
	bool kw;           /* T_WORD: the grammar asked for it as a reserved
			    * word (is_kw); T_RPAREN: a case pattern's or
			    * NAME()'s */
	enum redir_op rop; /* T_REDIR */
	unsigned rflags;
	int fd;
	const char *fdvar; /* T_REDIR: {NAME} before the operator (bash) */
};

/* One message of a [[ ]] syntax error (parser_error_cond). */
struct ps_note {
	int line;
	char *msg;
};

struct alias_active {
	char *name;
	size_t end; /* the alias text occupies positions before end */
};

struct parser {
	struct strbuf buf;
	size_t pos;
	bool eof; /* no more input will come */
	/* the input did not end with a newline and one was added, as bash
	 * reads: `for` at the end is a `newline' error, the end of file is
	 * on the next line */
	bool nl_added;
	struct parser_input in;
	struct parser_hooks hooks;
	int lineno;
	bool incremental;
	struct arena *arena; /* arena of the command being parsed */

	bool have_tok;
	struct token tok;
	bool last_newline; /* the last token consumed was a newline */
	/* parser_continuation: its answer for the next read_more; what a
	 * newline after the last token consumed would give; a comment on
	 * the current line; `function` was the last token; the elements of
	 * NAME=(...) being read */
	unsigned char cont, cont_after;
	bool line_comment, after_function;
	int assign_list;

	VEC(struct redir *) heredocs; /* pending, in source order */
	VEC(struct alias_active) aliases;
	size_t alias_after; /* SIZE_MAX, or: check the word starting here */

	struct strbuf scratch; /* backquote text, here-doc bodies */
	struct strbuf tmp;     /* read_more target */

	jmp_buf *jb;
	enum parse_status status;
	char *errmsg;
	char *errctx;              /* the line shown after errmsg, or NULL */
	bool err_cmdsub;           /* parser_error_in_cmdsub */
	bool err_cond;             /* parser_error_cond */
	int err_keep;              /* parser_error_keep */
	VEC(struct ps_note) notes; /* a [[ ]] error's messages */
	int cmdsub_depth;          /* $( ... ) bodies being parsed */
	int errline;
	int depth;
	/* the report_line (ast.h) of the nodes made now: the line of an
	 * enclosing for, case or select head, or function body; 0 at the
	 * top level */
	int report_base;
	bool is_sub;       /* nested parser sharing its parent's arena */
	bool recover_skip; /* parser_recover must skip the rest of a line */

	size_t cmd_start; /* for retrying after PARSE_INCOMPLETE */
	int cmd_line;
	struct strbuf saved; /* buffer before the first alias splice */
	bool saved_valid;
	/* The extra terminator of ${x/pat/rep} and ${x:off:len} operands
	 * while one is being lexed (0: only '}'); saved and restored around
	 * nesting, reset when a parse starts. */
	int brace_stop;
	/* A word NAME[sub]... being lexed again so that the blanks and
	 * newlines of its subscript do not end it (lx_join_subscript): the
	 * buffer position after the ']', and the nesting depth of the word's
	 * own lex_parts; 0 when none. */
	size_t join_end;
	int join_depth;
	/* the right operand of [[ x == pattern ]] is being lexed: extglob
	 * syntax is accepted whatever the shopt says (bash) */
	bool cond_ext;
	/* the syntax error being raised is a bad ${...} (lex_brace turns it
	 * into a PO_BAD part) */
	bool bad_brace;
	/* The innermost construct open where the lexer is whose end of
	 * input bash reports as "unexpected EOF while looking for matching
	 * `)'": its closing text (NULL: none, the plain "unexpected end of
	 * file"), and the line it is reported at (0: the line where the
	 * input ended).  Set with ps_open, reset when a parse starts. */
	const char *open_close;
	int open_line;
	/* open_close is the ) of a NAME=( compound assignment, and the
	 * cmdsub_depth at that assignment's start, or -1 outside one: bash
	 * fails a script there with status 1, not 2 (ps_eof_in) */
	bool open_compound;
	int compound_cmdsub;
};

/* What ps_open replaced, for ps_close. */
struct ps_open {
	const char *close;
	int line;
	bool compound;
};

/* lexer.c */
int lx_peek(struct parser *p, size_t k);
int lx_raw(struct parser *p, size_t k);
void lx_adv(struct parser *p);
struct token *lx_peek_tok(struct parser *p);
void lx_consume(struct parser *p);
void lx_splice(struct parser *p, const char *text, size_t len);
struct parser *lx_new(const struct parser_hooks *hooks, int first_line);
void lx_append_input(struct parser *p, const char *s, size_t n);
char *lx_unquote_delim(struct parser *p, const char *raw, bool *quoted);
void lx_word_finish(struct parser *p, struct word *w, bool assign);
struct wpart *lx_tilde(struct parser *p, struct wpart *parts, bool assign);
struct wpart *lx_heredoc_parts(struct parser *p);
/* Extensions: (( )) at buffer position start (false: not arithmetic,
 * nothing consumed), a clause of for (( ; ; )), the =~ operand. */
bool lx_arith_cmd(struct parser *p, size_t start, struct arith **expr,
		  struct wpart **text);
void lx_arith_clause(struct parser *p, bool last, struct arith **expr,
		     struct wpart **text);
struct word *lx_regex_word(struct parser *p);
struct token *lx_join_subscript(struct parser *p, struct token *t);
void lx_read_heredocs(struct parser *p);
char *lx_line_text(struct parser *p, size_t at);

/* parser.c */
void ps_error(struct parser *p, int line, const char *fmt, ...)
	__attribute__((noreturn, format(printf, 3, 4)));
void ps_eof(struct parser *p) __attribute__((noreturn));
void ps_eof_in(struct parser *p, const char *close, int line)
	__attribute__((noreturn));
struct ps_open ps_open(struct parser *p, const char *close, int line);
void ps_heredoc_eof(struct parser *p, int line, const char *delim);
void ps_close(struct parser *p, struct ps_open saved);
void ps_unexpected(struct parser *p, const struct token *t)
	__attribute__((noreturn));
void ps_depth_enter(struct parser *p);
struct node *ps_cmdsub_body(struct parser *p);
struct node *ps_sub_parse(struct parser *p, const char *text, size_t len,
			  int line, struct wpart **hd_parts);

#endif
