/*
 * lexer.c - characters to tokens and words to parts.
 *
 * Design (see lexer.h for the buffer invariants):
 *  - lx_peek(p, k) looks k characters ahead, first deleting any
 *    backslash-newline pairs at those positions, so continuations vanish
 *    everywhere the caller uses lx_peek.  Contexts where they must survive
 *    (single quotes, comments, here-document lines, the character after a
 *    backslash) read with lx_raw.  Lookahead k > 0 is only used after an
 *    operator character, never after a backslash.
 *  - A word is lexed by lex_parts() in one of several modes that differ in
 *    their terminator and in which characters a backslash quotes.  Literal
 *    text is collected as runs of buffer positions and copied into the
 *    arena when the run ends; adjacent literal parts of one kind are merged
 *    at the end so the printed AST is canonical.
 *  - $( ... ) calls back into the grammar (ps_cmdsub_body) on the same
 *    buffer; `...` and unquoted here-document bodies are unescaped into a
 *    string and parsed by a nested parser that shares the arena.
 *  - Here-documents are read when the newline token that ends their line is
 *    lexed, in the order their operators appeared.
 *  - Extensions: <(...) and >(...) in unquoted words are WP_PROCSUB
 *    parts (their body parsed like $(...)); $'...' becomes one quoted
 *    literal with its escapes
 *    decoded; ${...} also takes [subscript] (M_INDEX), ${!...}, and the
 *    operators : / ^ , whose operands end at an extra terminator
 *    (p->brace_stop); literal words that may hold {a,b} or {1..3} are
 *    flagged W_BRACE for expand.c.
 */
#include "lexer.h"
#include "../runtime/mb.h"

#include <ctype.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum lex_mode {
	M_WORD,     /* unquoted word: ends at a metacharacter */
	M_DQ,       /* inside "...": ends at '"' */
	M_BRACE,    /* ${x-word} operand, unquoted context: ends at '}' */
	M_BRACE_DQ, /* the same inside double quotes */
	M_HEREDOC,  /* unquoted here-document body: ends at end of text */
	M_ARITH,    /* $(( ... )): ends at an unbalanced ')' */
	M_ARITHFOR, /* for (( a; b; c )): also ends at ';' at depth 0 */
	M_ARITHB,   /* $[ ... ] (bash's old form): ends at an unbalanced ']' */
	M_INDEX,    /* ${a[...]} subscript: ends at an unbalanced ']' */
	M_REGEX,    /* [[ x =~ re ]]: ends at a blank outside (...) */
};

struct plist {
	struct wpart *head, **tail;
};

/* ------------------------------------------------------------ input */

void lx_append_input(struct parser *p, const char *s, size_t n)
{
	/* NUL bytes are dropped, as other shells do */
	sb_grow(&p->buf, n);
	for (size_t i = 0; i < n; i++)
		if (s[i])
			p->buf.buf[p->buf.len++] = s[i];
	p->buf.buf[p->buf.len] = 0;
}

/* Makes position idx available; false at end of input. */
/* At the end of the input: adds the final newline it lacks (nl_added),
 * true if it did. */
static bool add_final_newline(struct parser *p)
{
	if (p->nl_added || p->is_sub || !p->buf.len ||
	    p->buf.buf[p->buf.len - 1] == '\n')
		return false;
	p->nl_added = true;
	lx_append_input(p, "\n", 1);
	return true;
}

/* The backslash at buffer position Q ends a string input: the newline
 * after it is the one added (bash keeps such a backslash in -c, eval and
 * '.' text; at the end of a file it goes). */
static bool literal_backslash(const struct parser *p, size_t q)
{
	return p->nl_added && p->in.text && q + 2 == p->buf.len;
}

static bool fill(struct parser *p, size_t idx)
{
	while (p->buf.len <= idx) {
		if (p->eof || !p->in.read_more) {
			p->eof = true;
			if (add_final_newline(p))
				continue;
			return false;
		}
		sb_reset(&p->tmp);
		int got = p->in.read_more(p->in.ctx, &p->tmp);
		p->cont = PC_NEWLINE;
		if (!got) {
			p->eof = true;
			if (add_final_newline(p))
				continue;
			return false;
		}
		if (p->tmp.len)
			lx_append_input(p, p->tmp.buf, p->tmp.len);
	}
	return true;
}

static void adjust_positions(struct parser *p, size_t at, long delta)
{
	for (size_t i = 0; i < p->aliases.n; i++)
		if (p->aliases.v[i].end > at)
			p->aliases.v[i].end += delta;
	if (p->alias_after != SIZE_MAX && p->alias_after > at)
		p->alias_after += delta;
}

static void del_at(struct parser *p, size_t q, size_t n)
{
	memmove(p->buf.buf + q, p->buf.buf + q + n, p->buf.len - q - n + 1);
	p->buf.len -= n;
	adjust_positions(p, q, -(long)n);
}

int lx_raw(struct parser *p, size_t k)
{
	if (!fill(p, p->pos + k))
		return -1;
	return (unsigned char)p->buf.buf[p->pos + k];
}

int lx_peek(struct parser *p, size_t k)
{
	for (size_t i = 0; i <= k; i++) {
		size_t q = p->pos + i;
		for (;;) {
			if (!fill(p, q))
				return -1;
			if (p->buf.buf[q] != '\\' || !fill(p, q + 1) ||
			    p->buf.buf[q + 1] != '\n' ||
			    literal_backslash(p, q))
				break;
			del_at(p, q, 2);
			p->cont = PC_JOIN;
			p->lineno++;
		}
	}
	return (unsigned char)p->buf.buf[p->pos + k];
}

/* A copy of the line of input that holds buffer position AT (read to its
 * end if need be), without its newline. */
char *lx_line_text(struct parser *p, size_t at)
{
	if (at > p->buf.len)
		at = p->buf.len;
	size_t from = at, to = at; /* a newline token ends its line */
	while (fill(p, to) && p->buf.buf[to] != '\n')
		to++;
	while (from > 0 && p->buf.buf[from - 1] != '\n')
		from--;
	return xstrndup(p->buf.buf + from, to - from);
}

void lx_adv(struct parser *p)
{
	if (p->pos < p->buf.len) {
		if (p->buf.buf[p->pos] == '\n')
			p->lineno++;
		p->pos++;
	}
}

void lx_splice(struct parser *p, const char *text, size_t len)
{
	if (!p->saved_valid) {
		/* keep the unexpanded text so an INCOMPLETE retry starts over */
		sb_reset(&p->saved);
		sb_addn(&p->saved, p->buf.buf, p->buf.len);
		p->saved_valid = true;
	}
	if (p->pos)
		adjust_positions(p, p->pos - 1, (long)len);
	sb_grow(&p->buf, len);
	memmove(p->buf.buf + p->pos + len, p->buf.buf + p->pos,
		p->buf.len - p->pos + 1);
	memcpy(p->buf.buf + p->pos, text, len);
	p->buf.len += len;
	/* the alias text itself may contain NUL-free text only */
}

/* ------------------------------------------------------------ parts */

static struct wpart *new_part(struct parser *p, enum wpart_kind kind)
{
	struct wpart *w = arena_alloc(p->arena, sizeof *w);
	w->kind = kind;
	return w;
}

static void pl_add(struct plist *pl, struct wpart *w)
{
	*pl->tail = w;
	pl->tail = &w->next;
}

static void add_lit(struct parser *p, struct plist *pl, enum wpart_kind kind,
		    size_t s, size_t e, bool allow_empty)
{
	if (e <= s && !allow_empty)
		return;
	struct wpart *w = new_part(p, kind);
	w->lit.len = e - s;
	w->lit.s = arena_strndup(p->arena, p->buf.buf + s, e - s);
	pl_add(pl, w);
}

static void merge_lits(struct parser *p, struct wpart *w)
{
	while (w && w->next) {
		struct wpart *n = w->next;
		if ((w->kind == WP_LIT || w->kind == WP_QLIT) &&
		    n->kind == w->kind) {
			char *s = arena_alloc(p->arena,
					      w->lit.len + n->lit.len + 1);
			memcpy(s, w->lit.s, w->lit.len);
			memcpy(s + w->lit.len, n->lit.s, n->lit.len);
			w->lit.s = s;
			w->lit.len += n->lit.len;
			w->next = n->next;
		} else {
			w = n;
		}
	}
}

static bool is_meta(int c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == ';' || c == '&' ||
	       c == '|' || c == '(' || c == ')' || c == '<' || c == '>';
}

static bool is_name_start(int c)
{
	return c == '_' || (c >= 0 && c < 128 && isalpha(c));
}

static bool is_name_char(int c)
{
	return is_name_start(c) || (c >= '0' && c <= '9');
}

static bool dq_like(int mode)
{
	return mode == M_DQ || mode == M_BRACE_DQ || mode == M_HEREDOC ||
	       mode == M_ARITH || mode == M_ARITHFOR || mode == M_ARITHB;
}

static bool arith_mode(int mode)
{
	return mode == M_ARITH || mode == M_ARITHFOR || mode == M_ARITHB;
}

static struct wpart *lex_parts(struct parser *p, int mode);
static void lex_dquote(struct parser *p, struct plist *pl);

static void bad_subst(struct parser *p) __attribute__((noreturn));
static void bad_subst(struct parser *p)
{
	p->bad_brace = true;
	ps_error(p, p->lineno, "syntax error: bad substitution");
}

/* A parameter name after ${ or ${#; NULL if none is there. */
static const char *read_pname(struct parser *p)
{
	int c = lx_peek(p, 0);
	size_t s = p->pos;
	if (is_name_start(c)) {
		while (is_name_char(lx_peek(p, 0)))
			lx_adv(p);
	} else if (c >= '0' && c <= '9') {
		while ((c = lx_peek(p, 0)) >= '0' && c <= '9')
			lx_adv(p);
	} else if (c != -1 && strchr("@*#?-$!", c)) {
		lx_adv(p);
	} else {
		return NULL;
	}
	return arena_strndup(p->arena, p->buf.buf + s, p->pos - s);
}

static enum param_op read_op(struct parser *p, bool *colon)
{
	int c = lx_peek(p, 0);
	*colon = false;
	if (c == ':') {
		*colon = true;
		lx_adv(p);
		c = lx_peek(p, 0);
		if (c == -1)
			ps_eof(p);
		if (!strchr("-=?+", c))
			bad_subst(p);
	}
	switch (c) {
	case '-':
		lx_adv(p);
		return PO_DEFAULT;
	case '=':
		lx_adv(p);
		return PO_ASSIGN;
	case '?':
		lx_adv(p);
		return PO_ERROR;
	case '+':
		lx_adv(p);
		return PO_ALT;
	case '%':
		lx_adv(p);
		if (lx_peek(p, 0) != '%')
			return PO_RSMALL;
		lx_adv(p);
		return PO_RLARGE;
	case '#':
		lx_adv(p);
		if (lx_peek(p, 0) != '#')
			return PO_LSMALL;
		lx_adv(p);
		return PO_LLARGE;
	case -1:
		ps_eof(p);
	default:
		bad_subst(p);
	}
}

/* An operand word of ${...} ending at '}' or at STOP (0: none). */
static struct word *brace_operand(struct parser *p, int mode, bool pattern,
				  int stop)
{
	int saved = p->brace_stop;
	p->brace_stop = stop;
	int omode = dq_like(mode) && !pattern ? M_BRACE_DQ : M_BRACE;
	struct word *arg = arena_alloc(p->arena, sizeof *arg);
	arg->parts = lex_parts(p, omode);
	if (!dq_like(mode))
		arg->parts = lx_tilde(p, arg->parts, false);
	lx_word_finish(p, arg, false);
	p->brace_stop = saved;
	return arg;
}

/* The extension operators after the name: : / ^ , (bash). */
static bool read_ext_op(struct parser *p, struct wpart *w, int mode)
{
	int c = lx_peek(p, 0);
	if (c == ':') {
		int d = lx_peek(p, 1);
		if (d == -1 || strchr("-=?+", d))
			return false;
		if (d == '}')
			bad_subst(p); /* ${x:} (bash) */
		lx_adv(p);
		w->param.op = PO_SUBSTR;
		w->param.arg = brace_operand(p, M_DQ, false, ':');
		if (lx_peek(p, 0) == ':') {
			lx_adv(p);
			w->param.arg2 = brace_operand(p, M_DQ, false, 0);
		}
		return true;
	}
	if (c == '/') {
		lx_adv(p);
		w->param.op = PO_REPL;
		c = lx_peek(p, 0);
		if (c == '/' || c == '#' || c == '%') {
			lx_adv(p);
			w->param.op = c == '/'   ? PO_REPLALL
				      : c == '#' ? PO_REPLPRE
						 : PO_REPLSUF;
		}
		w->param.arg = brace_operand(p, mode, true, '/');
		if (lx_peek(p, 0) == '/') {
			/* bash reads the replacement as unquoted text even
			 * inside "..." or a here-document: \x, '...' and a
			 * leading ~ are what they are outside */
			lx_adv(p);
			w->param.arg2 = brace_operand(p, M_WORD, false, 0);
		}
		return true;
	}
	if (c == '@' && lx_peek(p, 1) != -1 && lx_peek(p, 2) == '}' &&
	    isalpha(lx_peek(p, 1))) {
		lx_adv(p);
		w->param.op = PO_XFORM;
		w->param.xform = (char)lx_peek(p, 0);
		lx_adv(p);
		return true;
	}
	if (c == '^' || c == ',' || c == '~') {
		lx_adv(p);
		bool all = lx_peek(p, 0) == c;
		if (all)
			lx_adv(p);
		w->param.op = c == '^'   ? (all ? PO_UPPER : PO_UPPER1)
			      : c == ',' ? (all ? PO_LOWER : PO_LOWER1)
					 : (all ? PO_TOGGLE : PO_TOGGLE1);
		if (lx_peek(p, 0) != '}')
			w->param.arg = brace_operand(p, mode, true, 0);
		return true;
	}
	return false;
}

/* [subscript] after a name in ${...}; the current character is '['. */
static void read_index(struct parser *p, struct wpart *w)
{
	lx_adv(p);
	struct word *ix = arena_alloc(p->arena, sizeof *ix);
	ix->parts = lex_parts(p, M_INDEX);
	lx_word_finish(p, ix, false);
	if (lx_peek(p, 0) != ']') {
		if (lx_peek(p, 0) == -1)
			ps_eof(p);
		bad_subst(p);
	}
	if (!ix->parts && !(ix->flags & W_QUOTED))
		bad_subst(p); /* ${a[]} (bash) */
	lx_adv(p);
	w->param.index = ix;
	struct wpart *q = ix->parts;
	if (q && !q->next && (q->kind == WP_LIT || q->kind == WP_QLIT) &&
	    !(q->lit.len == 1 && (q->lit.s[0] == '@' || q->lit.s[0] == '*'))) {
		const char *err;
		w->param.index_expr =
			arith_parse(p->arena, q->lit.s, q->lit.len, &err);
	}
}

static bool is_all_index(const struct word *ix)
{
	const struct wpart *q = ix ? ix->parts : NULL;
	return q && !q->next && (q->kind == WP_LIT || q->kind == WP_QLIT) &&
	       q->lit.len == 1 && (q->lit.s[0] == '@' || q->lit.s[0] == '*');
}

/* ${!...}: indirection, ${!prefix*} and ${!name[@]}; the '!' is next. */
static bool lex_bang(struct parser *p, struct wpart *w)
{
	int d = lx_peek(p, 1);
	if (!is_name_start(d) && !(d >= '0' && d <= '9') &&
	    !(d != -1 && strchr("@*#?$", d)))
		return false;
	lx_adv(p);
	w->param.indirect = true;
	w->param.name = read_pname(p);
	int c = lx_peek(p, 0);
	if ((c == '*' || c == '@') && lx_peek(p, 1) == '}' &&
	    is_name_start((unsigned char)w->param.name[0])) {
		lx_adv(p);
		w->param.op = PO_PREFIX;
		w->param.star = c == '*';
		w->param.indirect = false;
		return true;
	}
	if (c == '[' && is_name_start((unsigned char)w->param.name[0])) {
		read_index(p, w);
		if (is_all_index(w->param.index) && lx_peek(p, 0) == '}') {
			w->param.op = PO_KEYS;
			w->param.star = w->param.index->parts->lit.s[0] == '*';
			w->param.indirect = false;
			return true;
		}
	}
	return false;
}

/* ${...}; the '$' is consumed and the current character is '{'. */
static void lex_brace_parts(struct parser *p, struct plist *pl, int mode)
{
	struct wpart *w = new_part(p, WP_PARAM);
	int saved_stop = p->brace_stop;
	p->brace_stop = 0;
	lx_adv(p);
	ps_depth_enter(p);
	if (lx_peek(p, 0) == '#') {
		lx_adv(p);
		size_t after = p->pos;
		const char *n = lx_peek(p, 0) == '}' ? NULL : read_pname(p);
		if (n && lx_peek(p, 0) == '[' &&
		    is_name_start((unsigned char)n[0]))
			read_index(p, w);
		if (n && lx_peek(p, 0) == '}') {
			w->param.name = n;
			w->param.op = PO_LENGTH;
			goto close;
		}
		p->pos = after;
		w->param.index = NULL;
		w->param.index_expr = NULL;
		w->param.name = "#";
	} else if (lx_peek(p, 0) == '!' && lex_bang(p, w)) {
		goto close;
	} else if (!w->param.name) {
		w->param.name = read_pname(p);
		if (!w->param.name) {
			if (lx_peek(p, 0) == -1)
				ps_eof(p);
			bad_subst(p);
		}
		if (lx_peek(p, 0) == '[' &&
		    is_name_start((unsigned char)w->param.name[0]))
			read_index(p, w);
	}
	if (lx_peek(p, 0) != '}' && !read_ext_op(p, w, mode)) {
		w->param.op = read_op(p, &w->param.colon);
		bool pattern = w->param.op >= PO_RSMALL;
		w->param.arg = brace_operand(p, mode, pattern, 0);
	}
close:
	if (w->param.op == PO_PLAIN && (w->param.index || w->param.indirect))
		w->param.op = PO_ELEM;
	p->brace_stop = saved_stop;
	if (lx_peek(p, 0) != '}') {
		if (lx_peek(p, 0) == -1)
			ps_eof(p);
		bad_subst(p);
	}
	lx_adv(p);
	p->depth--;
	pl_add(pl, w);
}

/* The ${...} at '{' that is no valid expansion: its text up to the
 * matching '}' (quotes and backslashes respected) becomes a PO_BAD part. */
static void lex_bad_brace(struct parser *p, struct plist *pl)
{
	size_t start = p->pos;
	int depth = 0, line = p->lineno;
	char q = 0;
	for (;;) {
		int c = lx_peek(p, 0);
		if (c == -1)
			ps_eof_in(p, "}", line);
		lx_adv(p);
		if (c == '\\' && q != '\'') {
			if (lx_peek(p, 0) == -1)
				ps_eof(p);
			lx_adv(p);
		} else if (q) {
			q = c == q ? 0 : q;
		} else if (c == '\'' || c == '"') {
			q = (char)c;
		} else if (c == '{') {
			depth++;
		} else if (c == '}' && --depth == 0) {
			break;
		}
	}
	struct wpart *w = new_part(p, WP_PARAM);
	w->param.op = PO_BAD;
	w->param.name = arena_strndup(p->arena, p->buf.buf + start + 1,
				      p->pos - start - 2);
	pl_add(pl, w);
}

/* ${...}.  One that cannot be parsed is no syntax error: bash reports
 * "bad substitution" only if the word is expanded.  The syntax error
 * bad_subst raises is caught here, the lexer's state rewound to the '{'
 * and the text kept as a PO_BAD part; any other error goes on. */
static void lex_brace(struct parser *p, struct plist *pl, int mode)
{
	size_t start = p->pos, nhd = p->heredocs.n;
	int line = p->lineno, depth = p->depth, stop = p->brace_stop;
	int cmdsubs = p->cmdsub_depth;
	bool cond_ext = p->cond_ext;
	enum parse_status status = p->status;
	struct ps_open open = ps_open(p, "}", line);
	jmp_buf jb, *old = p->jb;
	p->jb = &jb;
	if (setjmp(jb)) {
		p->jb = old;
		if (!p->bad_brace)
			longjmp(*old, 1);
		ps_open(p, "}", line);
		p->bad_brace = false;
		free(p->errmsg);
		p->errmsg = NULL;
		free(p->errctx);
		p->errctx = NULL;
		p->status = status;
		p->pos = start;
		p->lineno = line;
		p->depth = depth;
		p->cmdsub_depth = cmdsubs;
		p->brace_stop = stop;
		p->cond_ext = cond_ext;
		p->heredocs.n = nhd;
		lex_bad_brace(p, pl);
		ps_close(p, open);
		return;
	}
	lex_brace_parts(p, pl, mode);
	p->jb = old;
	ps_close(p, open);
}

/* Is the "((" at pos+1 ($(( or the (( command) arithmetic, i.e. is the
 * inner '(' closed by a ')' that is immediately followed by another ')'
 * (else it may be nested subshells)?  At the end of the input it is taken
 * as arithmetic (bash: the error then looks for the matching ')'). */
static bool arith_ahead(struct parser *p)
{
	size_t i = p->pos + 2;
	int depth = 2;
	for (;; i++) {
		if (!fill(p, i))
			return true;
		char c = p->buf.buf[i];
		if (c == '\\') {
			i++;
		} else if (c == '\'') {
			while (fill(p, ++i) && p->buf.buf[i] != '\'')
				;
		} else if (c == '(') {
			depth++;
		} else if (c == ')') {
			if (--depth == 1)
				return fill(p, i + 1) &&
				       p->buf.buf[i + 1] == ')';
		}
	}
}

/* Parses the parts of an arithmetic text at parse time when they are a
 * single quoted literal (no expansions). */
static void arith_src_set(struct parser *p, struct wpart *parts,
			  struct arith **expr, struct wpart **text)
{
	bool simple = true;
	for (struct wpart *q = parts; q; q = q->next)
		if (q->kind != WP_QLIT)
			simple = false;
	*expr = NULL;
	if (simple && (!parts || !parts->next)) {
		const char *err;
		const char *s = parts ? parts->lit.s : "";
		size_t n = parts ? parts->lit.len : 0;
		*expr = arith_parse(p->arena, s, n, &err);
	}
	/* an unparsable constant expression fails at run time, as in bash */
	*text = *expr ? NULL : parts;
}

static void expect_char(struct parser *p, int want)
{
	int c = lx_peek(p, 0);
	if (c == -1)
		ps_eof(p);
	if (c != want) {
		char tok[2] = { (char)c, 0 };
		ps_error(p, p->lineno,
			 "syntax error near unexpected token `%s'",
			 c == '\n' ? "newline" : tok);
	}
	lx_adv(p);
}

static void lex_arith(struct parser *p, struct plist *pl)
{
	struct ps_open open = ps_open(p, ")", p->lineno);
	lx_adv(p);
	lx_adv(p);
	struct wpart *w = new_part(p, WP_ARITH);
	struct wpart *parts = lex_parts(p, M_ARITH);
	expect_char(p, ')');
	expect_char(p, ')');
	ps_close(p, open);
	arith_src_set(p, parts, &w->arith.expr, &w->arith.text);
	w->arith.src = parts;
	pl_add(pl, w);
}

/* $[ expr ]: bash's old spelling of $(( expr )) (in posix mode too). */
static void lex_arith_bracket(struct parser *p, struct plist *pl)
{
	struct ps_open open = ps_open(p, "]", p->lineno);
	lx_adv(p);
	struct wpart *w = new_part(p, WP_ARITH);
	struct wpart *parts = lex_parts(p, M_ARITHB);
	expect_char(p, ']');
	ps_close(p, open);
	arith_src_set(p, parts, &w->arith.expr, &w->arith.text);
	w->arith.src = parts;
	w->arith.bracket = true;
	pl_add(pl, w);
}

/* *expr gets the tree of a static text; *text the source parts in any
 * case (set -x shows them), which the parser keeps as .src and, when
 * dynamic, as .text. */
bool lx_arith_cmd(struct parser *p, size_t start, struct arith **expr,
		  struct wpart **text)
{
	size_t save = p->pos;
	int line = p->lineno;
	p->pos = start;
	if (!arith_ahead(p)) {
		p->pos = save;
		p->lineno = line;
		return false;
	}
	p->have_tok = false;
	struct ps_open open = ps_open(p, ")", p->lineno);
	lx_adv(p);
	lx_adv(p);
	struct wpart *parts = lex_parts(p, M_ARITH);
	expect_char(p, ')');
	expect_char(p, ')');
	ps_close(p, open);
	arith_src_set(p, parts, expr, text);
	*text = parts;
	return true;
}

/* One clause of for (( a; b; c )); the last one ends at "))".  Results as
 * for lx_arith_cmd; both NULL when the clause is empty.  Leading blanks
 * are dropped (bash traces the clause without them); a clause of blanks
 * only is empty, one with a newline is not (bash: it is 0). */
void lx_arith_clause(struct parser *p, bool last, struct arith **expr,
		     struct wpart **text)
{
	struct wpart *parts = lex_parts(p, M_ARITHFOR);
	if (parts && parts->kind == WP_QLIT) {
		while (parts->lit.len &&
		       (parts->lit.s[0] == ' ' || parts->lit.s[0] == '\t')) {
			parts->lit.s++;
			parts->lit.len--;
		}
		if (!parts->lit.len)
			parts = parts->next;
	}
	if (last) {
		expect_char(p, ')');
		expect_char(p, ')');
	} else {
		expect_char(p, ';');
	}
	if (!parts) {
		*expr = NULL;
		*text = NULL;
		return;
	}
	arith_src_set(p, parts, expr, text);
	*text = parts;
}

/* The right operand of =~ in [[ ]]: a word in which ( ) | are ordinary
 * characters.  NULL, with nothing consumed but blanks, when `]]' or the
 * end of the line comes instead (the caller reports it); an operator
 * there leaves the operand empty, as in bash. */
struct word *lx_regex_word(struct parser *p)
{
	int c;
	while ((c = lx_peek(p, 0)) == ' ' || c == '\t')
		lx_adv(p);
	size_t start = p->pos;
	int line = p->lineno;
	if (c == '\n' || c == -1)
		return NULL;
	struct word *w = arena_alloc(p->arena, sizeof *w);
	w->parts = lex_parts(p, M_REGEX);
	lx_word_finish(p, w, false);
	if (w->parts && !w->parts->next && w->parts->kind == WP_LIT &&
	    !strcmp(w->parts->lit.s, "]]")) {
		p->pos = start;
		p->lineno = line;
		return NULL;
	}
	return w;
}

/* The offset from p->pos of the ']' that closes the subscript whose
 * '[' is at offset K, skipping quoted text; 0 when the input ends
 * first. */
static size_t subscript_close(struct parser *p, size_t k)
{
	int depth = 0, c;
	char quote = 0;
	for (; (c = lx_peek(p, k)) != -1; k++) {
		if (c == '\\' && quote != '\'') {
			k++;
		} else if (quote) {
			quote = c == quote ? 0 : quote;
		} else if (c == '\'' || c == '"') {
			quote = (char)c;
		} else if (c == '[') {
			depth++;
		} else if (c == ']' && --depth == 0) {
			return k;
		}
	}
	return 0;
}

/* bash reads the subscript of a word NAME[... in a place where an
 * assignment may stand to its matching ']', blanks and newlines
 * included (`a[i + 1]=x').  T is such a word that a blank or newline
 * ended inside its subscript: it is lexed again as one word through that
 * ']' and on, and the new token returned. */
struct token *lx_join_subscript(struct parser *p, struct token *t)
{
	size_t open = strcspn(t->raw, "[");
	int before;
	p->pos = t->start;
	before = p->lineno;
	size_t close = subscript_close(p, open);
	if (!close) /* bash looks for it to the end of the input */
		ps_eof_in(p, "]", t->line);
	/* continuations deleted while looking count as lines read */
	p->lineno = t->line + (p->lineno - before);
	p->have_tok = false;
	p->join_end = p->pos + close + 1;
	p->join_depth = p->depth + 1;
	struct token *nt = lx_peek_tok(p);
	p->join_end = 0;
	return nt;
}

/* A NUL made by an escape (\0, \x00, \u0000, \c@) ends the text, as
 * in bash: what follows it is dropped. */
void lx_ansi_decode(const char *s, size_t n, bool utf8, struct strbuf *sb)
{
	const char *end = s + n;
	while (s < end) {
		int c = (unsigned char)*s++;
		if (c != '\\') {
			sb_addc(sb, (char)c);
			continue;
		}
		if (s == end)
			break;
		c = (unsigned char)*s++;
		static const char from[] = "abeEfnrtv\\'\"?";
		static const char to[] = "\a\b\033\033\f\n\r\t\v\\'\"?";
		const char *q = strchr(from, c);
		int64_t v = -1;
		int hex = c == 'x' ? 2 : c == 'u' ? 4 : c == 'U' ? 8 : 0;
		if (q && c) {
			sb_addc(sb, to[q - from]);
		} else if (c >= '0' && c <= '7') {
			v = c - '0';
			for (int i = 0;
			     i < 2 && s < end && *s >= '0' && *s <= '7'; i++)
				v = v * 8 + *s++ - '0';
		} else if (hex && s < end && isxdigit((unsigned char)*s)) {
			v = 0;
			for (int i = 0;
			     i < hex && s < end && isxdigit((unsigned char)*s);
			     i++) {
				int d = (unsigned char)*s++;
				v = v * 16 +
				    (isdigit(d) ? d - '0'
						: (tolower(d) - 'a' + 10));
			}
		} else if (c == 'c' && s < end) {
			v = *s == '?' ? 0x7f : *s & 0x1f; /* \c? is DEL */
			s++;
		} else {
			sb_addc(sb, '\\');
			sb_addc(sb, (char)c);
		}
		if (!v)
			return;
		if (v > 0 && (c == 'u' || c == 'U'))
			mb_put_unicode(sb, v, utf8);
		else if (v > 0)
			sb_addc(sb, (char)v);
	}
}

/* $'...': ANSI-C escapes into a quoted literal; the '$' is consumed.  The
 * body is read raw up to the closing quote, then decoded. */
static void lex_ansi(struct parser *p, struct plist *pl)
{
	struct strbuf raw, sb;
	int line = p->lineno;
	sb_init(&raw);
	sb_init(&sb);
	lx_adv(p);
	for (;;) {
		int c = lx_raw(p, 0);
		if (c == -1) {
			sb_free(&raw);
			sb_free(&sb);
			ps_eof_in(p, "'", line);
		}
		lx_adv(p);
		if (c == '\'')
			break;
		sb_addc(&raw, (char)c);
		if (c == '\\' && (c = lx_raw(p, 0)) != -1) {
			sb_addc(&raw, (char)c);
			lx_adv(p);
		}
	}
	lx_ansi_decode(sb_str(&raw), raw.len,
		       p->hooks.utf8 && p->hooks.utf8(p->hooks.ctx), &sb);
	sb_free(&raw);
	struct wpart *w = new_part(p, WP_QLIT);
	w->lit.len = sb.len;
	w->lit.s = arena_strndup(p->arena, sb_str(&sb), sb.len);
	sb_free(&sb);
	pl_add(pl, w);
}

static void lex_backquote(struct parser *p, struct plist *pl, bool in_dq)
{
	int line = p->lineno;
	struct strbuf *sb = &p->scratch;
	lx_adv(p);
	sb_reset(sb);
	for (;;) {
		int c = lx_raw(p, 0);
		if (c == -1)
			ps_eof_in(p, "`", line);
		lx_adv(p);
		if (c == '`')
			break;
		if (c != '\\') {
			sb_addc(sb, (char)c);
			continue;
		}
		int d = lx_raw(p, 0);
		if (d == '$' || d == '`' || d == '\\' || (in_dq && d == '"')) {
			sb_addc(sb, (char)d);
			lx_adv(p);
		} else if (d == '\n') {
			lx_adv(p);
		} else {
			sb_addc(sb, '\\');
		}
	}
	size_t n = sb->len;
	char *text = arena_strndup(p->arena, sb_str(sb), n);
	struct wpart *w = new_part(p, WP_CMDSUB);
	w->cmdsub.backquote = true;
	w->cmdsub.body = ps_sub_parse(p, text, n, line, NULL);
	pl_add(pl, w);
}

/* <(list) or >(list), anywhere in an unquoted word (bash, also in
 * posix mode); the current character is '<' or '>'. */
static void lex_procsub(struct parser *p, struct plist *pl, bool write)
{
	lx_adv(p);
	lx_adv(p);
	struct wpart *w = new_part(p, WP_PROCSUB);
	w->cmdsub.write = write;
	w->cmdsub.body = ps_cmdsub_body(p);
	pl_add(pl, w);
}

/* After '$': returns false when the '$' is literal. */
static bool lex_dollar(struct parser *p, struct plist *pl, int mode)
{
	lx_adv(p);
	int c = lx_peek(p, 0);
	if (c == '(') {
		if (lx_peek(p, 1) == '(' && arith_ahead(p)) {
			lex_arith(p, pl);
			return true;
		}
		lx_adv(p);
		struct wpart *w = new_part(p, WP_CMDSUB);
		w->cmdsub.body = ps_cmdsub_body(p);
		pl_add(pl, w);
		return true;
	}
	if (c == '{') {
		lex_brace(p, pl, mode);
		return true;
	}
	if (c == '[') {
		lex_arith_bracket(p, pl);
		return true;
	}
	if (c == '\'' && (mode == M_WORD || mode == M_BRACE)) {
		lex_ansi(p, pl);
		return true;
	}
	if (c == '"' &&
	    (mode == M_WORD || mode == M_BRACE || mode == M_BRACE_DQ)) {
		/* $"...": bash translates it through the locale's message
		 * catalog; without one (Quirl reads none) it is "..." */
		lex_dquote(p, pl);
		return true;
	}
	size_t s = p->pos;
	if (is_name_start(c)) {
		while (is_name_char(lx_peek(p, 0)))
			lx_adv(p);
	} else if (c != -1 &&
		   ((c >= '0' && c <= '9') || strchr("@*#?-$!", c))) {
		lx_adv(p);
	} else {
		return false;
	}
	struct wpart *w = new_part(p, WP_PARAM);
	w->param.name = arena_strndup(p->arena, p->buf.buf + s, p->pos - s);
	w->param.bare = true;
	pl_add(pl, w);
	return true;
}

/* Is the character after a backslash quoted by it in this mode? */
static bool escapable(const struct parser *p, int mode, int d)
{
	switch (mode) {
	case M_WORD:
	case M_BRACE:
		return true;
	case M_INDEX:
	case M_REGEX:
		return true;
	case M_BRACE_DQ:
		if (d == '}' || (d == '/' && p->brace_stop == '/'))
			return true;
		/* fall through */
	case M_DQ:
	case M_ARITH:
	case M_ARITHFOR:
	case M_ARITHB:
		return d == '$' || d == '`' || d == '"' || d == '\\';
	default:
		return d == '$' || d == '`' || d == '\\';
	}
}

static bool at_end(const struct parser *p, int mode, int c, int depth)
{
	switch (mode) {
	case M_WORD:
		if (p->join_end && p->pos < p->join_end &&
		    p->depth == p->join_depth)
			return false; /* inside NAME[sub] (lx_join_subscript) */
		return is_meta(c);
	case M_DQ:
		return c == '"';
	case M_BRACE:
	case M_BRACE_DQ:
		return c == '}' || (p->brace_stop && c == p->brace_stop);
	case M_ARITH:
		return c == ')' && depth == 0;
	case M_ARITHFOR:
		return (c == ')' || c == ';') && depth == 0;
	case M_INDEX:
	case M_ARITHB:
		return c == ']' && depth == 0;
	case M_REGEX:
		return depth == 0 && (c == ' ' || c == '\t' || c == '\n' ||
				      c == ';' || c == '&' || c == ')' ||
				      c == '<' || c == '>' || (c == '|' && 0));
	default:
		return false;
	}
}

static void lex_squote(struct parser *p, struct plist *pl)
{
	int line = p->lineno;
	lx_adv(p);
	size_t s = p->pos;
	for (;;) {
		int d = lx_raw(p, 0);
		if (d == -1)
			ps_eof_in(p, "'", line);
		if (d == '\'')
			break;
		lx_adv(p);
	}
	add_lit(p, pl, WP_QLIT, s, p->pos, true);
	lx_adv(p);
}

static void lex_dquote(struct parser *p, struct plist *pl)
{
	int line = p->lineno;
	lx_adv(p);
	struct wpart *w = new_part(p, WP_DQUOTE);
	w->sub = lex_parts(p, M_DQ);
	if (lx_peek(p, 0) != '"')
		ps_eof_in(p, "\"", line);
	lx_adv(p);
	pl_add(pl, w);
}

static bool extglob_on(struct parser *p)
{
	return p->cond_ext ||
	       (p->hooks.extglob && p->hooks.extglob(p->hooks.ctx));
}

static struct wpart *lex_parts(struct parser *p, int mode)
{
	struct plist pl = { NULL, &pl.head };
	enum wpart_kind litkind =
		mode == M_WORD || mode == M_BRACE || mode == M_REGEX ? WP_LIT
								     : WP_QLIT;
	bool unq = mode == M_WORD || mode == M_BRACE || mode == M_INDEX ||
		   mode == M_REGEX;
	size_t lit = SIZE_MAX;
	int depth = 0, xdepth = 0;
	ps_depth_enter(p);
	for (;;) {
		int c = lx_peek(p, 0);
		if (mode == M_WORD && c != -1 && strchr("?*+@!", c) &&
		    lx_peek(p, 1) == '(' && extglob_on(p)) {
			/* an extglob group: literal text, glob active */
			if (lit == SIZE_MAX)
				lit = p->pos;
			lx_adv(p);
			lx_adv(p);
			xdepth++;
			continue;
		}
		if (xdepth && (c == '(' || c == ')' || c == '|')) {
			if (lit == SIZE_MAX)
				lit = p->pos;
			xdepth += c == '(' ? 1 : c == ')' ? -1 : 0;
			lx_adv(p);
			continue;
		}
		if (mode == M_WORD && (c == '<' || c == '>') &&
		    lx_peek(p, 1) == '(') {
			if (lit != SIZE_MAX)
				add_lit(p, &pl, litkind, lit, p->pos, false);
			lit = SIZE_MAX;
			lex_procsub(p, &pl, c == '>');
			continue;
		}
		/* inside an extglob group blanks, newlines and operators are
		 * pattern text, as in bash: ?( *) and @(a|\n|b) are words */
		if (c == -1 || (!xdepth && at_end(p, mode, c, depth)))
			break;
		if ((arith_mode(mode) || mode == M_REGEX) && c == '(')
			depth++;
		else if ((arith_mode(mode) || mode == M_REGEX) && c == ')')
			depth--;
		else if ((mode == M_INDEX || mode == M_ARITHB) && c == '[')
			depth++;
		else if ((mode == M_INDEX || mode == M_ARITHB) && c == ']')
			depth--;
		bool special = c == '\\' || c == '$' || c == '`' ||
			       (c == '\'' && unq) ||
			       (c == '"' && mode != M_DQ && mode != M_HEREDOC);
		if (!special) {
			if (lit == SIZE_MAX)
				lit = p->pos;
			lx_adv(p);
			continue;
		}
		if (lit != SIZE_MAX)
			add_lit(p, &pl, litkind, lit, p->pos, false);
		lit = SIZE_MAX;
		if (c == '\\') {
			lx_adv(p);
			int d = lx_raw(p, 0);
			if (d == -1 || literal_backslash(p, p->pos - 1)) {
				if (p->incremental && mode == M_WORD)
					ps_eof(p);
				add_lit(p, &pl, WP_QLIT, p->pos - 1, p->pos,
					false);
			} else if (escapable(p, mode, d)) {
				add_lit(p, &pl, WP_QLIT, p->pos, p->pos + 1,
					false);
				lx_adv(p);
			} else {
				lit = p->pos - 1;
			}
		} else if (c == '\'') {
			lex_squote(p, &pl);
		} else if (c == '"') {
			lex_dquote(p, &pl);
		} else if (c == '`') {
			lex_backquote(p, &pl, !unq);
		} else {
			size_t dollar = p->pos;
			if (!lex_dollar(p, &pl, mode))
				lit = dollar;
		}
	}
	if (lit != SIZE_MAX)
		add_lit(p, &pl, litkind, lit, p->pos, false);
	p->depth--;
	merge_lits(p, pl.head);
	return pl.head;
}

struct wpart *lx_heredoc_parts(struct parser *p)
{
	return lex_parts(p, M_HEREDOC);
}

/* ------------------------------------------------------------ words */

/* Splits literal part W at [i, j) into lit, tilde(name), lit. */
static struct wpart *split_tilde(struct parser *p, struct wpart *w, size_t i,
				 size_t j)
{
	struct wpart *rest = NULL;
	if (j < w->lit.len) {
		rest = new_part(p, WP_LIT);
		rest->lit.s = w->lit.s + j;
		rest->lit.len = w->lit.len - j;
		rest->next = w->next;
	}
	struct wpart *t = new_part(p, WP_TILDE);
	t->lit.s = arena_strndup(p->arena, w->lit.s + i + 1, j - i - 1);
	t->lit.len = j - i - 1;
	t->next = rest ? rest : w->next;
	if (i == 0) {
		*w = *t;
		return w;
	}
	w->lit.s = arena_strndup(p->arena, w->lit.s, i);
	w->lit.len = i;
	w->next = t;
	return t;
}

/*
 * Tilde prefixes: at the start of the parts and, for assignment values,
 * after every unquoted ':'.  A prefix that runs into a quoted or expanded
 * part is not a tilde prefix.
 */
struct wpart *lx_tilde(struct parser *p, struct wpart *parts, bool assign)
{
	for (struct wpart *w = parts; w; w = w->next) {
		if (w->kind != WP_LIT)
			continue;
		for (size_t i = 0; i < w->lit.len; i++) {
			bool start = i == 0 ? w == parts
					    : assign && w->lit.s[i - 1] == ':';
			if (!start || w->lit.s[i] != '~')
				continue;
			size_t j = i + 1;
			while (j < w->lit.len && w->lit.s[j] != '/' &&
			       !(assign && w->lit.s[j] == ':'))
				j++;
			if (j == w->lit.len && w->next)
				break;
			w = split_tilde(p, w, i, j);
			break; /* continue scanning in the rest part */
		}
		if (!assign)
			break;
	}
	return parts;
}

/* A '{' followed later by '}' with a ',' or ".." in between (any '{':
 * {}{a,b} has one). */
static bool maybe_brace(const char *s, size_t n)
{
	const char *o = memchr(s, '{', n);
	while (o) {
		const char *c = memchr(o, '}', n - (size_t)(o - s));
		if (!c)
			return false;
		for (const char *q = o; q < c; q++)
			if (*q == ',' || (*q == '.' && q[1] == '.'))
				return true;
		o = memchr(c, '{', n - (size_t)(c - s));
	}
	return false;
}

static unsigned part_flags(const struct wpart *w)
{
	unsigned f = 0;
	for (; w; w = w->next) {
		switch (w->kind) {
		case WP_LIT:
			/* '(' only enters a literal in an extglob group */
			if (memchr(w->lit.s, '*', w->lit.len) ||
			    memchr(w->lit.s, '?', w->lit.len) ||
			    memchr(w->lit.s, '(', w->lit.len) ||
			    memchr(w->lit.s, '[', w->lit.len))
				f |= W_GLOB;
			if (maybe_brace(w->lit.s, w->lit.len))
				f |= W_GLOB | W_BRACE;
			break;
		case WP_QLIT:
			f |= W_QUOTED;
			break;
		case WP_DQUOTE:
			f |= W_QUOTED | (part_flags(w->sub) & W_EXPAND);
			break;
		default:
			f |= W_EXPAND;
			break;
		}
	}
	return f;
}

/* Braces across parts: {"a b",$x} (a '{' and a later '}' in unquoted
 * literals, with a ',' or ".." in some literal). */
static bool brace_across(const struct wpart *w)
{
	bool open = false, close = false, sep = false;
	for (; w; w = w->next) {
		if (w->kind != WP_LIT)
			continue;
		const char *o = memchr(w->lit.s, '{', w->lit.len);
		if (o)
			open = true;
		if (open && memchr(o ? o : w->lit.s, '}',
				   w->lit.len - (size_t)(o ? o - w->lit.s : 0)))
			close = true;
		if (memchr(w->lit.s, ',', w->lit.len) ||
		    (w->lit.len > 1 && strstr(w->lit.s, "..")))
			sep = true;
	}
	return open && close && sep;
}

void lx_word_finish(struct parser *p, struct word *w, bool assign)
{
	(void)p;
	(void)assign;
	w->flags = part_flags(w->parts);
	if (!(w->flags & W_BRACE) && w->parts && w->parts->next &&
	    brace_across(w->parts))
		w->flags |= W_GLOB | W_BRACE;
}

/* Here-document delimiter: quote removal on the source text. */
char *lx_unquote_delim(struct parser *p, const char *raw, bool *quoted)
{
	size_t n = strlen(raw);
	char *out = arena_alloc(p->arena, n + 1), *o = out;
	char q = 0;
	*quoted = false;
	for (size_t i = 0; i < n; i++) {
		char c = raw[i];
		if (q == '\'') {
			if (c == '\'')
				q = 0;
			else
				*o++ = c;
		} else if (c == '\\' && i + 1 < n &&
			   (!q || strchr("$`\"\\", raw[i + 1]))) {
			*quoted = true;
			*o++ = raw[++i];
		} else if (c == '\'' && !q) {
			q = '\'';
			*quoted = true;
		} else if (c == '"') {
			q = q ? 0 : '"';
			*quoted = true;
		} else {
			*o++ = c;
		}
	}
	*o = 0;
	return out;
}

/* ------------------------------------------------------------ here-docs */

static void read_heredoc(struct parser *p, struct redir *r)
{
	struct strbuf *sb = &p->scratch;
	size_t dl = strlen(r->delim);
	int line = p->lineno;
	sb_reset(sb);
	for (;;) {
		if (lx_raw(p, 0) == -1) {
			if (p->incremental)
				ps_eof(p);
			/* bash accepts a missing delimiter at EOF */
			ps_heredoc_eof(p, line - 1, r->delim);
			break;
		}
		if (r->flags & RF_STRIPTABS)
			while (lx_raw(p, 0) == '\t')
				lx_adv(p);
		size_t ls = p->pos;
		int c;
		while ((c = lx_raw(p, 0)) != -1 && c != '\n')
			lx_adv(p);
		size_t le = p->pos;
		if (c == '\n')
			lx_adv(p);
		if (le - ls == dl && !memcmp(p->buf.buf + ls, r->delim, dl))
			break;
		sb_addn(sb, p->buf.buf + ls, le - ls);
		sb_addc(sb, '\n'); /* also after a last line without one */
		if (c != '\n') {
			ps_heredoc_eof(p, line - 1, r->delim);
			break;
		}
	}
	struct word *w = arena_alloc(p->arena, sizeof *w);
	size_t n = sb->len;
	if (n) {
		char *text = arena_strndup(p->arena, sb->buf, n);
		if (r->flags & RF_QUOTED) {
			w->parts = new_part(p, WP_QLIT);
			w->parts->lit.s = text;
			w->parts->lit.len = n;
		} else {
			ps_sub_parse(p, text, n, line, &w->parts);
		}
	}
	lx_word_finish(p, w, false);
	r->target = w;
}

void lx_read_heredocs(struct parser *p)
{
	/* reading may throw; keep the list consistent by popping first */
	while (p->heredocs.n) {
		struct redir *r = p->heredocs.v[0];
		memmove(p->heredocs.v, p->heredocs.v + 1,
			(p->heredocs.n - 1) * sizeof *p->heredocs.v);
		p->heredocs.n--;
		read_heredoc(p, r);
	}
}

/* ------------------------------------------------------------ tokens */

static void set_op(struct token *t, enum tok_type type, const char *text)
{
	t->type = type;
	t->raw = text;
}

static void set_redir(struct token *t, enum redir_op op, unsigned flags,
		      const char *text)
{
	t->type = T_REDIR;
	t->rop = op;
	t->rflags = flags;
	t->raw = text;
	t->fd = op == R_IN || op == R_DUPIN || op == R_RDWR ||
				op == R_HEREDOC || op == R_HERESTR
			? 0
			: 1;
}

static void lex_redir(struct parser *p, struct token *t, int c)
{
	int n = lx_peek(p, 1);
	lx_adv(p);
	if (c == '<') {
		if (n == '<') {
			lx_adv(p);
			int m = lx_peek(p, 0);
			if (m == '<') {
				lx_adv(p);
				set_redir(t, R_HERESTR, 0, "<<<");
			} else if (m == '-') {
				lx_adv(p);
				set_redir(t, R_HEREDOC, RF_STRIPTABS, "<<-");
			} else {
				set_redir(t, R_HEREDOC, 0, "<<");
			}
		} else if (n == '&') {
			lx_adv(p);
			set_redir(t, R_DUPIN, 0, "<&");
		} else if (n == '>') {
			lx_adv(p);
			set_redir(t, R_RDWR, 0, "<>");
		} else {
			set_redir(t, R_IN, 0, "<");
		}
		return;
	}
	if (n == '>') {
		lx_adv(p);
		set_redir(t, R_APPEND, 0, ">>");
	} else if (n == '&') {
		lx_adv(p);
		set_redir(t, R_DUPOUT, 0, ">&");
	} else if (n == '|') {
		lx_adv(p);
		set_redir(t, R_CLOBBER, 0, ">|");
	} else {
		set_redir(t, R_OUT, 0, ">");
	}
}

/* {NAME} or {NAME[subscript]} right before a redirection operator: a
 * named-fd redirection (bash). */
static bool fdvar_word(const char *raw, size_t n)
{
	if (n < 3 || raw[0] != '{' || raw[n - 1] != '}' ||
	    !is_name_start((unsigned char)raw[1]))
		return false;
	size_t i = 2;
	while (i < n - 1 && is_name_char((unsigned char)raw[i]))
		i++;
	if (i == n - 1)
		return true;
	return raw[i] == '[' && n - 2 > i + 1 && raw[n - 2] == ']';
}

static void lex_word(struct parser *p, struct token *t)
{
	struct word *w = arena_alloc(p->arena, sizeof *w);
	w->parts = lx_tilde(p, lex_parts(p, M_WORD), false);
	lx_word_finish(p, w, false);
	size_t n = p->pos - t->start;
	/* copy first: lx_peek below may move the buffer */
	const char *raw = arena_strndup(p->arena, p->buf.buf + t->start, n);
	size_t nd = 0;
	while (nd < n && raw[nd] >= '0' && raw[nd] <= '9')
		nd++;
	int c = lx_peek(p, 0);
	if (nd == n && n <= 9 && (c == '<' || c == '>')) {
		int fd = atoi(raw);
		lex_redir(p, t, c);
		t->fd = fd;
		return;
	}
	if ((c == '<' || c == '>') && w->parts && !w->parts->next &&
	    w->parts->kind == WP_LIT && fdvar_word(raw, n)) {
		lex_redir(p, t, c);
		t->fdvar = arena_strndup(p->arena, raw + 1, n - 2);
		return;
	}
	t->type = T_WORD;
	t->w = w;
	t->raw = raw;
	t->plain = w->parts && !w->parts->next && w->parts->kind == WP_LIT;
}

static void lex_token(struct parser *p, struct token *t)
{
	int c;
	for (;;) {
		c = lx_peek(p, 0);
		if (c == ' ' || c == '\t') {
			lx_adv(p);
		} else if (c == '#') {
			p->line_comment = true;
			while ((c = lx_raw(p, 0)) != -1 && c != '\n')
				lx_adv(p);
		} else {
			break;
		}
	}
	memset(t, 0, sizeof *t);
	t->line = p->lineno;
	t->start = p->pos;
	switch (c) {
	case -1:
		set_op(t, T_EOF, "end of file");
		if (p->heredocs.n) {
			if (p->incremental)
				ps_eof(p);
			lx_read_heredocs(p);
		}
		return;
	case '\n':
		lx_adv(p);
		set_op(t, T_NEWLINE, "newline");
		p->cont = p->line_comment || p->cmdsub_depth || p->heredocs.n
				  ? PC_NEWLINE
			  : p->assign_list ? PC_SPACE
					   : p->cont_after;
		p->line_comment = false;
		lx_read_heredocs(p);
		return;
	case ';':
		lx_adv(p);
		if (lx_peek(p, 0) == ';') {
			lx_adv(p);
			if (lx_peek(p, 0) == '&') {
				lx_adv(p);
				set_op(t, T_DSEMIAND, ";;&");
			} else {
				set_op(t, T_DSEMI, ";;");
			}
		} else if (lx_peek(p, 0) == '&') {
			lx_adv(p);
			set_op(t, T_SEMIAND, ";&");
		} else {
			set_op(t, T_SEMI, ";");
		}
		return;
	case '&':
	case '|':
		lx_adv(p);
		if (c == '&' && lx_peek(p, 0) == '>') {
			/* &> and &>> (bash, in posix mode too) */
			lx_adv(p);
			if (lx_peek(p, 0) == '>') {
				lx_adv(p);
				set_redir(t, R_APPEND, RF_BOTH, "&>>");
			} else {
				set_redir(t, R_OUT, RF_BOTH, "&>");
			}
			return;
		}
		if (c == '|' && lx_peek(p, 0) == '&') {
			lx_adv(p);
			set_op(t, T_PIPEAMP, "|&");
			return;
		}
		if (lx_peek(p, 0) == c) {
			lx_adv(p);
			set_op(t, c == '&' ? T_ANDIF : T_ORIF,
			       c == '&' ? "&&" : "||");
		} else {
			set_op(t, c == '&' ? T_AMP : T_PIPE,
			       c == '&' ? "&" : "|");
		}
		return;
	case '(':
	case ')':
		lx_adv(p);
		set_op(t, c == '(' ? T_LPAREN : T_RPAREN, c == '(' ? "(" : ")");
		return;
	case '<':
	case '>':
		if (lx_peek(p, 1) == '(') {
			lex_word(p, t); /* process substitution */
			return;
		}
		lex_redir(p, t, c);
		return;
	default:
		lex_word(p, t);
	}
}

struct token *lx_peek_tok(struct parser *p)
{
	if (!p->have_tok) {
		struct token t;
		lex_token(p, &t);
		p->tok = t;
		p->have_tok = true;
	}
	return &p->tok;
}

/* What parser_continuation says after T when a newline follows it. */
static enum parser_cont cont_after(const struct parser *p,
				   const struct token *t)
{
	static const char *const closers[] = { "}", "fi", "done", "esac",
					       NULL };
	switch (t->type) {
	case T_PIPE:
	case T_PIPEAMP:
	case T_ANDIF:
	case T_ORIF:
	case T_AMP:
	case T_SEMI:
	case T_DSEMI:
	case T_SEMIAND:
	case T_DSEMIAND:
	case T_LPAREN:
		return PC_SPACE;
	case T_RPAREN: /* a case pattern's, or NAME()'s; not a subshell's */
		return t->kw ? PC_SPACE : PC_SEMI;
	case T_WORD:
		if (p->after_function)
			return PC_SPACE; /* function NAME */
		if (!t->kw)
			return PC_SEMI;
		for (int i = 0; closers[i]; i++)
			if (!strcmp(t->raw, closers[i]))
				return PC_SEMI;
		return PC_SPACE;
	default:
		return PC_SEMI;
	}
}

void lx_consume(struct parser *p)
{
	p->have_tok = false;
	p->last_newline = p->tok.type == T_NEWLINE;
	if (p->tok.type != T_NEWLINE) {
		p->cont_after = cont_after(p, &p->tok);
		p->after_function =
			p->tok.kw && !strcmp(p->tok.raw, "function");
	}
}

struct parser *lx_new(const struct parser_hooks *hooks, int first_line)
{
	struct parser *p = xcalloc(1, sizeof *p);
	if (hooks)
		p->hooks = *hooks;
	p->lineno = first_line;
	p->alias_after = SIZE_MAX;
	p->compound_cmdsub = -1;
	sb_addn(&p->buf, "", 0);
	return p;
}
