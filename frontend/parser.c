/*
 * parser.c - recursive-descent parser for the POSIX shell grammar (XCU 2.10)
 * plus the bash/ksh extensions: ;& ;;& <<< function, (( )), for (( ;; )),
 * [[ ]], array and += assignments and compound operands of declaration
 * utilities.
 *
 * Design and invariants:
 *  - One token of lookahead from lexer.c.  Reserved words are not a lexer
 *    concept: a token is a reserved word when it is a plain (single
 *    unquoted literal) word and the grammar is at a point where that
 *    reserved word is allowed; is_kw() asks exactly that question.
 *  - Alias substitution happens here, in command-name position only
 *    (try_alias): the word is dropped and the alias value is spliced into
 *    the input right after it, so the value is re-lexed and may contain any
 *    syntax.  An alias is not expanded again while its own text is being
 *    read (its recorded end position lies beyond the token).
 *  - Syntax errors longjmp to protect(); every allocation made while
 *    parsing is in the command's arena or owned by struct parser.
 *  - Nesting depth is counted in ps_depth_enter for every command and every
 *    nested word construct, so hostile input cannot exhaust the C stack.
 *  - `x=` produces an assignment whose value is NULL (see ast.h); an empty
 *    operand ${x:-} is a word whose parts are NULL.
 *  - Extensions are recognised from the token stream without lexer modes:
 *    "((" is an arithmetic command only when the text up to the matching
 *    "))" balances (else nested subshells); inside [[ ]] the tokens < > (
 *    ) && || are operators and the operand of =~ is lexed as a regex
 *    word; NAME=( is a compound assignment only when '(' immediately
 *    follows the '='.  Every simple command is N_SIMPLE: NAME[i]=v,
 *    NAME+=v and NAME=(...) are assignments like NAME=v (struct assign
 *    says which), and what a command word means is the runtime's
 *    business, after expansion.  The one place the parser looks at a
 *    command's name is grammar, as in bash: after a literal declaration
 *    utility name, NAME=(...) operands are compound words (WP_COMPOUND).
 *  - Operands of declaration utilities (declare typeset local export
 *    readonly) that look like NAME=value get tilde prefixes after '=' and
 *    ':' (WP_TILDE parts), as assignments do.
 */
#include "lexer.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ errors */

/* Raises a syntax error: MSG, at LINE, with CTX (or NULL) the source line
 * to show beside it. */
static void fail(struct parser *p, int line, char *ctx, const char *fmt,
		 va_list ap) __attribute__((noreturn));
static void fail(struct parser *p, int line, char *ctx, const char *fmt,
		 va_list ap)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_vaddf(&sb, fmt, ap);
	free(p->errmsg);
	p->errmsg = sb_detach(&sb);
	free(p->errctx);
	p->errctx = ctx;
	if (!ctx)
		p->err_cmdsub = false;
	p->errline = line;
	p->status = PARSE_ERROR;
	longjmp(*p->jb, 1);
}

void ps_error(struct parser *p, int line, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fail(p, line, NULL, fmt, ap);
}

static void fail_ctx(struct parser *p, int line, char *ctx, const char *fmt,
		     ...) __attribute__((noreturn, format(printf, 4, 5)));
static void fail_ctx(struct parser *p, int line, char *ctx, const char *fmt,
		     ...)
{
	va_list ap;
	va_start(ap, fmt);
	fail(p, line, ctx, fmt, ap);
}

/* The line where the input ended; as in bash, a last line without its
 * newline counts as ended by one. */
static int eof_line(const struct parser *p)
{
	size_t n = p->buf.len;
	return p->lineno + (n && p->buf.buf[n - 1] != '\n');
}

/* End of input inside the construct that CLOSE ends (NULL: in no
 * construct), opened on LINE (0: reported where the input ended).  An
 * incremental parse needs more input instead. */
void ps_eof_in(struct parser *p, const char *close, int line)
{
	if (p->incremental) {
		p->status = PARSE_INCOMPLETE;
		longjmp(*p->jb, 1);
	}
	if (!close)
		ps_error(p, eof_line(p),
			 "syntax error: unexpected end of file");
	/* bash: "matching" for a closing character, not for ]]; a script
	 * that ends inside a construct the lexer reads (line != 0) exits
	 * with the last status if it is not 0 */
	p->err_keep = line ? 2 : 0;
	if (p->compound_cmdsub >= 0) {
		/* inside NAME=( ... ): status 1, and the end of input inside
		 * a quote, ${ or $( there is reported twice (bash) */
		p->err_keep = 3;
		if (close != p->open_close || line != p->open_line ||
		    !p->open_compound) {
			struct ps_note note = {
				eof_line(p),
				strdup("syntax error: unexpected end of file")
			};
			VEC_PUSH(p->notes, note);
		}
	}
	ps_error(p, line ? line : eof_line(p),
		 "unexpected EOF while looking for %s`%s'",
		 close[1] ? "" : "matching ", close);
}

/* A here-document that the end of input ends, which bash accepts with a
 * warning; its body starts after LINE. */
void ps_heredoc_eof(struct parser *p, int line, const char *delim)
{
	if (!p->hooks.warn)
		return;
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb,
		"here-document at line %d delimited by end-of-file "
		"(wanted `%s')",
		line, delim);
	/* reported at its last line (bash) */
	p->hooks.warn(p->hooks.ctx, eof_line(p) - 1, sb_str(&sb));
	sb_free(&sb);
}

/* End of input: in the innermost open construct (ps_open). */
void ps_eof(struct parser *p)
{
	ps_eof_in(p, p->open_close, p->open_line);
}

/* Enters a construct that CLOSE ends, opened on LINE (see ps_eof_in). */
struct ps_open ps_open(struct parser *p, const char *close, int line)
{
	struct ps_open saved = { p->open_close, p->open_line,
				 p->open_compound };
	p->open_close = close;
	p->open_line = line;
	p->open_compound = false;
	return saved;
}

void ps_close(struct parser *p, struct ps_open saved)
{
	p->open_close = saved.close;
	p->open_line = saved.line;
	p->open_compound = saved.compound;
}

/* A token where the grammar allows none of its kind: bash's words, with
 * the line that holds it shown after the message. */
void ps_unexpected(struct parser *p, const struct token *t)
{
	if (t->type == T_EOF)
		ps_eof(p);
	const char *name = t->type == T_NEWLINE ? "newline" : t->raw;
	p->err_cmdsub = p->cmdsub_depth > 0;
	/* in NAME=( ... ) itself, not in a $( ) in it: status 1 (bash) */
	if (p->compound_cmdsub == p->cmdsub_depth)
		p->err_keep = 3;
	fail_ctx(p, t->line, lx_line_text(p, t->start),
		 "syntax error near unexpected token `%s'", name);
}

void ps_depth_enter(struct parser *p)
{
	if (++p->depth > LX_MAX_DEPTH)
		ps_error(p, p->lineno, "syntax error: nesting too deep");
}

/* ------------------------------------------------------------ helpers */

static struct token *peek(struct parser *p)
{
	return lx_peek_tok(p);
}

static void next(struct parser *p)
{
	lx_consume(p);
}

static bool kw_text(const struct token *t, const char *kw)
{
	return t->type == T_WORD && t->plain && !strcmp(t->raw, kw);
}

/* Marks T as taken for a reserved word, for parser_continuation. */
static bool is_kw(struct token *t, const char *kw)
{
	return kw_text(t, kw) && (t->kw = true);
}

static bool is_reserved(const char *s)
{
	static const char *const kw[] = {
		"!",    "{",    "}",     "case",  "do",  "done",
		"elif", "else", "esac",  "fi",    "for", "if",
		"in",   "then", "until", "while", NULL,
	};
	for (int i = 0; kw[i]; i++)
		if (!strcmp(s, kw[i]))
			return true;
	return false;
}

static bool valid_name(const char *s)
{
	if (!(*s == '_' || (*s >= 'a' && *s <= 'z') ||
	      (*s >= 'A' && *s <= 'Z')))
		return false;
	for (s++; *s; s++)
		if (!(*s == '_' || (*s >= 'a' && *s <= 'z') ||
		      (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')))
			return false;
	return true;
}

static struct node *new_node(struct parser *p, enum node_kind kind, int line)
{
	struct node *n = arena_alloc(p->arena, sizeof *n);
	n->kind = kind;
	n->lineno = line;
	n->report_line = p->report_base;
	return n;
}

static void linebreak(struct parser *p)
{
	while (peek(p)->type == T_NEWLINE)
		next(p);
}

static void expect_kw(struct parser *p, const char *kw)
{
	struct token *t = peek(p);
	if (!is_kw(t, kw))
		ps_unexpected(p, t);
	next(p);
}

static void expect(struct parser *p, enum tok_type type)
{
	struct token *t = peek(p);
	if (t->type != type)
		ps_unexpected(p, t);
	next(p);
}

/* Tokens that end a compound list (the caller decides if they fit). */
static bool list_end(const struct token *t)
{
	static const char *const ends[] = {
		"}", "then", "else", "elif", "fi", "do", "done", "esac", NULL,
	};
	switch (t->type) {
	case T_EOF:
	case T_RPAREN:
	case T_DSEMI:
	case T_SEMIAND:
	case T_DSEMIAND:
		return true;
	case T_WORD:
		if (!t->plain)
			return false;
		for (int i = 0; ends[i]; i++)
			if (!strcmp(t->raw, ends[i]))
				return true;
		return false;
	default:
		return false;
	}
}

/* ------------------------------------------------------------ aliases */

static bool try_alias(struct parser *p, const struct token *t)
{
	if (!p->hooks.alias_lookup || t->type != T_WORD || !t->plain ||
	    is_reserved(t->raw))
		return false;
	size_t j = 0;
	for (size_t i = 0; i < p->aliases.n; i++) {
		struct alias_active *a = &p->aliases.v[i];
		if (a->end <= t->start) {
			free(a->name);
			continue;
		}
		p->aliases.v[j++] = *a;
	}
	p->aliases.n = j;
	for (size_t i = 0; i < p->aliases.n; i++)
		if (!strcmp(p->aliases.v[i].name, t->raw))
			return false;
	const char *v = p->hooks.alias_lookup(p->hooks.ctx, t->raw);
	if (!v)
		return false;
	size_t len = strlen(v);
	char *name = xstrdup(t->raw);
	p->have_tok = false;
	lx_splice(p, v, len);
	struct alias_active a = { name, p->pos + len };
	VEC_PUSH(p->aliases, a);
	if (len && (v[len - 1] == ' ' || v[len - 1] == '\t'))
		p->alias_after = p->pos + len;
	return true;
}

/* The token in command-name position, after alias substitution. */
static struct token *cmd_token(struct parser *p)
{
	struct token *t = peek(p);
	while (try_alias(p, t))
		t = peek(p);
	return t;
}

/* ------------------------------------------------------------ grammar */

static struct node *parse_list(struct parser *p, bool top);
static struct node *parse_command(struct parser *p);

static struct node *body_list(struct parser *p)
{
	struct node *n = parse_list(p, false);
	if (!n)
		ps_unexpected(p, peek(p));
	return n;
}

static struct redir *parse_redir(struct parser *p)
{
	struct token t = *peek(p);
	next(p);
	struct redir *r = arena_alloc(p->arena, sizeof *r);
	r->op = t.rop;
	r->flags = t.rflags;
	r->fd = t.fd;
	r->fdvar = t.fdvar;
	struct token *w = peek(p);
	if (w->type != T_WORD)
		ps_unexpected(p, w);
	if (r->op == R_HEREDOC) {
		bool quoted;
		r->delim = lx_unquote_delim(p, w->raw, &quoted);
		if (quoted)
			r->flags |= RF_QUOTED;
		VEC_PUSH(p->heredocs, r);
	} else {
		r->target = w->w;
	}
	next(p);
	return r;
}

static void parse_redirs(struct parser *p, struct node *n)
{
	struct redir **tail = &n->redirs;
	while (*tail)
		tail = &(*tail)->next;
	while (peek(p)->type == T_REDIR) {
		*tail = parse_redir(p);
		tail = &(*tail)->next;
	}
}

/* ------------------------------------------------- extended assignments */

/* Splits literal part w at byte k: w keeps [0,k), the new part the rest. */
static struct wpart *split_lit(struct parser *p, struct wpart *w, size_t k)
{
	struct wpart *r = arena_alloc(p->arena, sizeof *r);
	r->kind = w->kind;
	r->lit.s = w->lit.s + k;
	r->lit.len = w->lit.len - k;
	r->next = w->next;
	w->lit.s = arena_strndup(p->arena, w->lit.s, k);
	w->lit.len = k;
	w->next = r;
	return r;
}

static struct word *mk_word(struct parser *p, struct wpart *parts, bool assign)
{
	struct word *w = arena_alloc(p->arena, sizeof *w);
	w->parts = parts ? lx_tilde(p, parts, assign) : NULL;
	lx_word_finish(p, w, assign);
	return w;
}

/* A copy of the chain of parts P (the parts themselves, not what they
 * point to), for splitting without changing the word P belongs to. */
static struct wpart *copy_parts(struct parser *p, const struct wpart *q)
{
	struct wpart *head = NULL, **tail = &head;
	for (; q; q = q->next) {
		struct wpart *c = arena_alloc(p->arena, sizeof *c);
		*c = *q;
		c->next = NULL;
		*tail = c;
		tail = &c->next;
	}
	return head;
}

/*
 * NAME[index]=value, NAME+=value, NAME[index]+=value (bash).  Returns the
 * assignment with .value holding the parts after '=' (or NULL when
 * empty), or NULL when the word is not of that form.  *eq_end is set when
 * the word ends right after '=' (a compound assignment may follow).
 */
static struct assign *try_ext_assign(struct parser *p, const struct word *word,
				     bool *ends_at_eq)
{
	struct wpart *first = word->parts;
	*ends_at_eq = false;
	if (!first || first->kind != WP_LIT)
		return NULL;
	const char *s = first->lit.s;
	size_t n = first->lit.len, k = 0;
	while (k < n && (s[k] == '_' || isalnum((unsigned char)s[k])))
		k++;
	if (!k || isdigit((unsigned char)s[0]) || k == n)
		return NULL;
	struct assign *a = arena_alloc(p->arena, sizeof *a);
	a->name = arena_strndup(p->arena, s, k);
	/* copy the parts so the original word stays intact */
	struct wpart *head = copy_parts(p, first);
	struct wpart *cur = head;
	size_t i = k;
	if (s[k] == '[') {
		/* the subscript runs to the matching ']' across parts */
		int depth = 0;
		struct wpart *ix_first = NULL, *q = cur;
		size_t j = k;
		bool done = false;
		while (q && !done) {
			if (q->kind == WP_LIT) {
				for (; j < q->lit.len; j++) {
					char c = q->lit.s[j];
					if (c == '[')
						depth++;
					else if (c == ']' && --depth == 0) {
						done = true;
						break;
					}
				}
			}
			if (!done) {
				q = q->next;
				j = 0;
			}
		}
		if (!done)
			return NULL;
		/* [k+1 .. q:j) is the index */
		struct wpart *start = split_lit(p, cur, k + 1);
		if (q == cur) {
			q = start;
			j -= k + 1;
		}
		struct wpart *after = split_lit(p, q, j);
		q->next = NULL;
		ix_first = start->lit.len || start->next ? start : NULL;
		if (ix_first == start && !start->lit.len)
			ix_first = start->next;
		/* drop the empty literal pieces left by the splits ('' is
		 * kept: bash tells NAME[''] from NAME[]) */
		struct wpart **pp = &ix_first;
		while (*pp) {
			if ((*pp)->kind == WP_LIT && !(*pp)->lit.len)
				*pp = (*pp)->next;
			else
				pp = &(*pp)->next;
		}
		a->index = mk_word(p, ix_first, false);
		/* after begins with ']' */
		cur = after;
		i = 1;
		head->next = NULL;
	}
	if (cur->kind != WP_LIT || i >= cur->lit.len)
		return NULL;
	if (cur->lit.s[i] == '+' && i + 1 < cur->lit.len &&
	    cur->lit.s[i + 1] == '=') {
		a->append = true;
		i++;
	} else if (cur->lit.s[i] != '=') {
		return NULL;
	}
	if (!a->append && !a->index)
		return NULL; /* plain NAME=value: try_assign's job */
	i++;
	struct wpart *v = cur->next;
	if (i < cur->lit.len)
		v = split_lit(p, cur, i);
	*ends_at_eq = v == NULL;
	if (v) {
		a->value = mk_word(p, v, true);
	}
	return a;
}

/* Grows an arena array of n words to cap (old copy stays in the arena). */
static struct word **grow_words(struct parser *p, struct word **v, size_t n,
				size_t cap)
{
	struct word **nv = arena_alloc(p->arena, cap * sizeof *nv);
	if (n)
		memcpy(nv, v, n * sizeof *nv);
	return nv;
}

/* The ( elem ... ) of NAME=(...); the current token is '('.  The element
 * lists live in the arena: any token read may longjmp out of here. */
static void parse_compound_assign(struct parser *p, struct assign *a)
{
	size_t start = peek(p)->start;
	struct ps_open open = ps_open(p, ")", peek(p)->line);
	int compound_cmdsub = p->compound_cmdsub;
	p->open_compound = true;
	p->compound_cmdsub = p->cmdsub_depth;
	next(p);
	p->assign_list++;
	struct word **el = NULL, **keys = NULL;
	size_t n = 0, cap = 0;
	for (;;) {
		struct token *t = peek(p);
		if (t->type == T_NEWLINE) {
			next(p);
			continue;
		}
		if (t->type == T_RPAREN)
			break;
		if (t->type != T_WORD)
			ps_unexpected(p, t);
		struct word *key = NULL, *val = t->w;
		struct wpart *f = t->w->parts;
		bool eq;
		if (f && f->kind == WP_LIT && f->lit.len &&
		    f->lit.s[0] == '[') {
			/* [key]=value: reuse the subscript splitter */
			struct word tmp = { 0 };
			struct wpart *x = arena_alloc(p->arena, sizeof *x);
			*x = *f;
			char *txt = arena_alloc(p->arena, f->lit.len + 2);
			txt[0] = 'x';
			memcpy(txt + 1, f->lit.s, f->lit.len);
			x->lit.s = txt;
			x->lit.len = f->lit.len + 1;
			tmp.parts = x;
			struct assign *ka = try_ext_assign(p, &tmp, &eq);
			if (ka && ka->index && !ka->append) {
				key = ka->index;
				val = ka->value;
				if (!val)
					val = mk_word(p, NULL, false);
			}
		}
		if (n + 1 >= cap) {
			cap = cap ? cap * 2 : 8;
			el = grow_words(p, el, n, cap);
			keys = grow_words(p, keys, n, cap);
		}
		el[n] = val;
		keys[n++] = key;
		next(p);
	}
	p->assign_list--;
	a->src = arena_strndup(p->arena, p->buf.buf + start,
			       peek(p)->start + 1 - start);
	p->compound_cmdsub = compound_cmdsub;
	ps_close(p, open);
	next(p);
	a->compound = true;
	a->nelems = (int)n;
	/* NULL-terminated like before: the arena zeroes */
	a->elems = el ? el : grow_words(p, NULL, 0, 1);
	a->keys = keys ? keys : grow_words(p, NULL, 0, 1);
}

static bool is_decl_name(const char *s)
{
	return !strcmp(s, "declare") || !strcmp(s, "typeset") ||
	       !strcmp(s, "local") || !strcmp(s, "export") ||
	       !strcmp(s, "readonly");
}

/* The length of the NAME=, NAME+=, NAME[sub]= or NAME[sub]+= that starts
 * S (N bytes), '=' included; 0 when S does not start so. */
static size_t assign_prefix(const char *s, size_t n)
{
	size_t k = 0;
	while (k < n && (s[k] == '_' || isalpha((unsigned char)s[k]) ||
			 (k && isdigit((unsigned char)s[k]))))
		k++;
	if (!k)
		return 0;
	if (k < n && s[k] == '[') {
		const char *e = memchr(s + k, ']', n - k);
		if (!e)
			return 0;
		k = (size_t)(e - s) + 1;
	}
	if (k < n && s[k] == '+')
		k++;
	return k < n && s[k] == '=' ? k + 1 : 0;
}

/* A word that looks like an assignment (a declaration utility's operand
 * and, outside posix mode, any argument, for or case word: bash) gets
 * assignment-style tilde prefixes after '=' and ':'; returns the (copied)
 * word.  `echo a=~/x` prints a=$HOME/x, `echo --a=~/x` does not. */
static struct word *decl_word(struct parser *p, struct word *w)
{
	struct wpart *f = w->parts;
	if (!f || f->kind != WP_LIT || (w->flags & W_BRACE))
		return w; /* brace expansion makes it no assignment (bash) */
	size_t k = assign_prefix(f->lit.s, f->lit.len);
	if (!k)
		return w;
	k--; /* at the '=' */
	struct wpart *c = arena_alloc(p->arena, sizeof *c);
	*c = *f;
	struct wpart *rest = c->next;
	if (k + 1 < c->lit.len)
		rest = split_lit(p, c, k + 1);
	if (!rest)
		return w;
	c->next = lx_tilde(p, rest, true);
	bool tilde = false;
	for (struct wpart *q = c->next; q; q = q->next)
		tilde |= q->kind == WP_TILDE;
	if (!tilde)
		return w;
	struct word *nw = arena_alloc(p->arena, sizeof *nw);
	nw->parts = c;
	lx_word_finish(p, nw, true);
	return nw;
}

/* decl_word for words of other commands; its tilde prefixes after the
 * first are expanded only outside posix mode (runtime/expand.c). */
static struct word *assign_like(struct parser *p, struct word *w)
{
	struct word *nw = decl_word(p, w);
	if (nw != w)
		for (struct wpart *q = nw->parts->next; q; q = q->next)
			if (q->kind == WP_TILDE)
				q->lit.argtilde = true;
	return nw;
}

/* NAME=value in the prefix of a simple command (W's parts are taken
 * over). */
static struct assign *try_assign(struct parser *p, struct word *w)
{
	struct wpart *first = w->parts;
	if (!first || first->kind != WP_LIT)
		return NULL;
	const char *eq = memchr(first->lit.s, '=', first->lit.len);
	if (!eq || eq == first->lit.s)
		return NULL;
	size_t k = (size_t)(eq - first->lit.s);
	char *name = arena_strndup(p->arena, first->lit.s, k);
	if (!valid_name(name))
		return NULL;
	struct assign *a = arena_alloc(p->arena, sizeof *a);
	a->name = name;
	struct wpart *v = first->next;
	if (k + 1 < first->lit.len) {
		struct wpart *rest = arena_alloc(p->arena, sizeof *rest);
		rest->kind = WP_LIT;
		rest->lit.s = eq + 1;
		rest->lit.len = first->lit.len - k - 1;
		rest->next = v;
		v = rest;
	}
	if (v) {
		a->value = arena_alloc(p->arena, sizeof *a->value);
		a->value->parts = lx_tilde(p, v, true);
		lx_word_finish(p, a->value, true);
	}
	return a;
}

static struct node *parse_funcdef(struct parser *p, const char *name, int line)
{
	expect(p, T_LPAREN);
	peek(p)->kw = true; /* NAME() goes on after a blank: cont_after */
	expect(p, T_RPAREN);
	linebreak(p);
	struct token *t = peek(p);
	static const char *const starts[] = {
		"{",    "if",     "while", "until", "for",
		"case", "select", "[[",    NULL,
	};
	bool ok = t->type == T_LPAREN;
	for (int i = 0; !ok && starts[i]; i++)
		ok = is_kw(t, starts[i]);
	if (!ok)
		ps_unexpected(p, t);
	struct node *n = new_node(p, N_FUNCDEF, line);
	n->func.name = arena_strdup(p->arena, name);
	int base = p->report_base;
	p->report_base = t->line;
	n->func.body = parse_command(p);
	p->report_base = base;
	return n;
}

/* set -k (runtime/eval.c): the assignment argument W would be in a
 * command's prefix, parsed from a copy of its parts; NULL when W does not
 * start with NAME=, NAME+= or NAME[. */
static struct assign *keyword_assign(struct parser *p, const struct word *w)
{
	const struct wpart *f = w->parts;
	if (!f || f->kind != WP_LIT)
		return NULL;
	size_t k = 0;
	while (k < f->lit.len &&
	       (f->lit.s[k] == '_' || isalnum((unsigned char)f->lit.s[k])))
		k++;
	if (!k || k == f->lit.len || isdigit((unsigned char)f->lit.s[0]) ||
	    !strchr("=+[", f->lit.s[k]))
		return NULL;
	bool eq;
	struct assign *a = try_ext_assign(p, w, &eq);
	if (a)
		return a;
	struct word copy = { .parts = copy_parts(p, f) };
	return try_assign(p, &copy);
}

/* The simple command's keyword assignments: for each of its ARGC words
 * after the name, what keyword_assign makes of it; NULL when none is an
 * assignment (the commonest case, checked cheaply at run time). */
static struct assign **keyword_words(struct parser *p, struct word **v,
				     int argc)
{
	struct assign **kw = NULL;
	for (int i = 1; i < argc; i++) {
		struct assign *a = keyword_assign(p, v[i]);
		if (!a)
			continue;
		if (!kw)
			kw = arena_alloc(p->arena, (size_t)argc * sizeof *kw);
		kw[i] = a;
	}
	return kw;
}

struct wlist {
	struct word *w;
	struct wlist *next;
};

static struct word **word_array(struct parser *p, struct wlist *l, int n)
{
	struct word **v = arena_alloc(p->arena, (size_t)(n + 1) * sizeof *v);
	for (int i = 0; l; l = l->next)
		v[i++] = l->w;
	return v;
}

static void add_word(struct parser *p, struct wlist ***tail, struct word *w)
{
	struct wlist *e = arena_alloc(p->arena, sizeof *e);
	e->w = w;
	**tail = e;
	*tail = &e->next;
}

/* The assignment a word of T starts, when it is one: NAME=value,
 * NAME[index]=value, NAME+=value, or any of them with a compound value
 * NAME=(...) when '(' follows the '=' at once (parsed here, past the
 * current token).  NULL otherwise; the token is consumed only on success. */
static struct assign *parse_assign_word(struct parser *p, struct token *t)
{
	bool eq_end = false;
	size_t end = t->start + strlen(t->raw);
	struct assign *a = try_ext_assign(p, t->w, &eq_end);
	if (!a) {
		a = try_assign(p, t->w);
		eq_end = a && !a->value;
	}
	if (!a)
		return NULL;
	next(p);
	if (eq_end && p->pos == end && lx_peek(p, 0) == '(' &&
	    peek(p)->type == T_LPAREN)
		parse_compound_assign(p, a);
	return a;
}

/* A declaration utility's operand NAME=(...): one word whose only part
 * carries the parsed assignment, which the expander turns into the text
 * the builtin reads (runtime/expand.c). */
static struct word *compound_word(struct parser *p, struct assign *a)
{
	struct wpart *c = arena_alloc(p->arena, sizeof *c);
	c->kind = WP_COMPOUND;
	c->compound = a;
	struct word *w = arena_alloc(p->arena, sizeof *w);
	w->parts = c;
	w->flags = W_EXPAND;
	return w;
}

/* True when T's word ends in '=' (NAME=, NAME+=, NAME[i]=) with '('
 * right after it: the start of a compound assignment. */
static bool compound_follows(struct parser *p, const struct token *t)
{
	const struct wpart *l = t->w->parts;
	while (l && l->next)
		l = l->next;
	if (!l || l->kind != WP_LIT || !l->lit.len ||
	    l->lit.s[l->lit.len - 1] != '=')
		return false;
	return p->pos == t->start + strlen(t->raw) && lx_peek(p, 0) == '(';
}

/* T is NAME[... with its subscript still open, cut by a blank or a
 * newline (see lx_join_subscript). */
static bool subscript_cut(struct parser *p, const struct token *t)
{
	const char *r = t->raw;
	if (t->type != T_WORD || !(isalpha((unsigned char)*r) || *r == '_'))
		return false;
	while (isalnum((unsigned char)*r) || *r == '_')
		r++;
	if (*r != '[')
		return false;
	int depth = 0;
	for (; *r; r++) {
		if (*r == '\\' && r[1])
			r++;
		else if (*r == '[')
			depth++;
		else if (*r == ']')
			depth--;
	}
	int c = lx_raw(p, 0);
	return depth > 0 && p->pos == t->start + strlen(t->raw) &&
	       (c == ' ' || c == '\t' || c == '\n');
}

/* A simple command; FIRST, when not NULL, is its command name, already
 * read (`coproc NAME cmd`: NAME turned out not to name the coprocess). */
static struct node *parse_simple(struct parser *p, const struct token *first)
{
	struct token *t = peek(p);
	struct node *n = new_node(p, N_SIMPLE, first ? first->line : t->line);
	struct assign **atail = &n->simple.assigns;
	struct wlist *words = NULL, **wtail = &words;
	int argc = 0;
	bool checked = true; /* cmd_token already tried an alias */
	bool again = false;  /* an operand was an alias: try its first word */
	bool decl = false;
	bool line_set = false;
	if (first) {
		add_word(p, &wtail, first->w);
		argc++;
		decl = is_decl_name(first->raw);
	}
	for (;;) {
		t = peek(p);
		if (!line_set && (argc || n->simple.assigns || n->redirs)) {
			/* bash's line of a simple command (LINENO, messages,
			 * the base of an eval string's lines) is where the
			 * token after its first element ends: a quoted
			 * newline there moves it */
			line_set = true;
			if (t->type != T_NEWLINE && t->type != T_EOF)
				n->lineno = p->lineno;
		}
		if (t->type == T_REDIR) {
			parse_redirs(p, n);
			checked = false;
			continue;
		}
		if (t->type != T_WORD)
			break;
		if (decl) {
			/* compound operands are grammar here, as in bash;
			 * every other operand is an ordinary word that the
			 * builtin reads after expansion */
			struct assign *a = compound_follows(p, t)
						   ? parse_assign_word(p, t)
						   : NULL;
			if (a && a->compound) {
				add_word(p, &wtail, compound_word(p, a));
			} else if (a) {
				ps_unexpected(p, peek(p));
			} else {
				add_word(p, &wtail, decl_word(p, t->w));
				next(p);
			}
			argc++;
			continue;
		}
		if (argc == 0) {
			if (subscript_cut(p, t))
				t = lx_join_subscript(p, t);
			struct assign *a = parse_assign_word(p, t);
			if (a) {
				*atail = a;
				atail = &a->next;
				checked = false;
				continue;
			}
			if (!checked && try_alias(p, t)) {
				checked = true;
				continue;
			}
			if (!n->simple.assigns && !n->redirs) {
				/* any word: a quoted NAME or one with $ is
				 * bash's runtime error (rt_eval_node) */
				struct token name = *t;
				next(p);
				if (peek(p)->type == T_LPAREN)
					return parse_funcdef(p, name.raw,
							     n->lineno);
				add_word(p, &wtail, name.w);
				argc++;
				decl = name.plain && is_decl_name(name.raw);
				continue;
			}
		} else if (again || (p->alias_after != SIZE_MAX &&
				     t->start >= p->alias_after)) {
			/* the word after a blank-ended alias, and then the
			 * first word of what that word became (XCU 2.3.1) */
			if (!again)
				p->alias_after = SIZE_MAX;
			again = try_alias(p, t);
			if (again)
				continue;
		}
		add_word(p, &wtail, assign_like(p, t->w));
		argc++;
		next(p);
	}
	if (!argc && !n->simple.assigns && !n->redirs)
		ps_unexpected(p, t);
	n->simple.argc = argc;
	n->simple.argv = word_array(p, words, argc);
	n->simple.kw = keyword_words(p, n->simple.argv, argc);
	return n;
}

static struct node *parse_if(struct parser *p, bool elif)
{
	struct token *t = peek(p);
	struct node *n = new_node(p, N_IF, t->line);
	n->if_.elif = elif;
	next(p);
	n->if_.cond = body_list(p);
	expect_kw(p, "then");
	n->if_.then = body_list(p);
	t = peek(p);
	if (is_kw(t, "elif")) {
		ps_depth_enter(p);
		n->if_.els = parse_if(p, true);
		p->depth--;
		return n;
	}
	if (is_kw(t, "else")) {
		next(p);
		n->if_.els = body_list(p);
	}
	expect_kw(p, "fi");
	return n;
}

static struct node *do_group(struct parser *p)
{
	expect_kw(p, "do");
	struct node *b = body_list(p);
	expect_kw(p, "done");
	return b;
}

static struct node *parse_loop(struct parser *p, enum node_kind kind)
{
	struct node *n = new_node(p, kind, peek(p)->line);
	next(p);
	n->loop.cond = body_list(p);
	n->loop.body = do_group(p);
	return n;
}

/* The lexer returns an operand's tree (static) and its source parts; only
 * a dynamic operand is evaluated from the parts. */
static void asrc_finish(struct arith_src *a)
{
	a->src = a->text;
	if (a->expr)
		a->text = NULL;
}

/* for (( init; cond; step )) body; the current token is the first '('. */
static struct node *parse_arithfor(struct parser *p, struct node *n)
{
	struct token *t = peek(p);
	size_t start = t->start;
	if (p->buf.buf[start + 1] != '(')
		ps_unexpected(p, t);
	struct ps_open open = ps_open(p, ")", t->line);
	p->have_tok = false;
	p->pos = start + 2;
	n->kind = N_ARITHFOR;
	lx_arith_clause(p, false, &n->arithfor.init.expr,
			&n->arithfor.init.text);
	lx_arith_clause(p, false, &n->arithfor.cond.expr,
			&n->arithfor.cond.text);
	lx_arith_clause(p, true, &n->arithfor.step.expr,
			&n->arithfor.step.text);
	ps_close(p, open);
	asrc_finish(&n->arithfor.init);
	asrc_finish(&n->arithfor.cond);
	asrc_finish(&n->arithfor.step);
	t = peek(p);
	if (t->type == T_SEMI)
		next(p);
	linebreak(p);
	t = peek(p);
	if (is_kw(t, "{")) {
		next(p);
		n->arithfor.body = body_list(p);
		expect_kw(p, "}");
	} else {
		n->arithfor.body = do_group(p);
	}
	return n;
}

/* for NAME [in words] and, with KIND N_SELECT, bash's select NAME [in
 * words]: the same grammar. */
static struct node *parse_for(struct parser *p, enum node_kind kind)
{
	struct node *n = new_node(p, kind, peek(p)->line);
	next(p);
	struct token *t = peek(p);
	if (t->type == T_LPAREN && kind == N_FOR)
		return parse_arithfor(p, n);
	/* any word: bash checks that it is a name when the loop runs
	 * (rt_for_words) */
	if (t->type != T_WORD)
		ps_unexpected(p, t);
	n->for_.var = t->raw;
	next(p);
	t = peek(p);
	if (t->type == T_SEMI) {
		next(p);
		linebreak(p);
	} else {
		linebreak(p);
		if (is_kw(peek(p), "in")) {
			struct wlist *words = NULL, **wtail = &words;
			int nw = 0;
			next(p);
			n->for_.has_in = true;
			while ((t = peek(p))->type == T_WORD) {
				add_word(p, &wtail, assign_like(p, t->w));
				nw++;
				next(p);
			}
			n->for_.words = word_array(p, words, nw);
			n->for_.nwords = nw;
			if (t->type == T_SEMI)
				next(p);
			else if (t->type != T_NEWLINE)
				ps_unexpected(p, t);
			linebreak(p);
		}
	}
	if (is_kw(peek(p), "{")) { /* bash: a brace group for do ... done */
		next(p);
		n->for_.body = body_list(p);
		expect_kw(p, "}");
	} else {
		n->for_.body = do_group(p);
	}
	return n;
}

static struct case_item *parse_case_item(struct parser *p)
{
	struct case_item *it = arena_alloc(p->arena, sizeof *it);
	struct wlist *pats = NULL, **ptail = &pats;
	struct token *t = peek(p);
	if (t->type == T_LPAREN)
		next(p);
	for (;;) {
		t = peek(p);
		if (t->type != T_WORD)
			ps_unexpected(p, t);
		add_word(p, &ptail, t->w);
		it->npats++;
		next(p);
		if (peek(p)->type != T_PIPE)
			break;
		next(p);
	}
	peek(p)->kw = true; /* a pattern's ')': cont_after */
	expect(p, T_RPAREN);
	it->pats = word_array(p, pats, it->npats);
	it->body = parse_list(p, false);
	return it;
}

static struct node *parse_case(struct parser *p)
{
	struct node *n = new_node(p, N_CASE, peek(p)->line);
	next(p);
	struct token *t = peek(p);
	if (t->type != T_WORD)
		ps_unexpected(p, t);
	n->case_.subject = assign_like(p, t->w);
	next(p);
	linebreak(p);
	expect_kw(p, "in");
	struct case_item **tail = &n->case_.items;
	for (;;) {
		linebreak(p);
		if (is_kw(peek(p), "esac"))
			break;
		struct case_item *it = parse_case_item(p);
		*tail = it;
		tail = &it->next;
		t = peek(p);
		if (t->type == T_DSEMI || t->type == T_SEMIAND ||
		    t->type == T_DSEMIAND) {
			it->term = t->type == T_DSEMI     ? CASE_BREAK
				   : t->type == T_SEMIAND ? CASE_FALLTHROUGH
							  : CASE_CONTINUE;
			next(p);
			continue;
		}
		if (!is_kw(t, "esac"))
			ps_unexpected(p, t);
		break;
	}
	next(p);
	return n;
}

/* ------------------------------------------------------------ [[ ]] */

/* bash reports a syntax error inside [[ ]] in its own words: each level
 * that fails adds a message (cond_note) and returns NULL, an enclosing
 * ( ) adds its own, and parse_cond raises the error once (cond_raise);
 * some errors have no message at all (`[[ ]]', `[[ ! ]]').  Messages name
 * an operator token but never a word, as bash's do. */

static struct cond *cond_or(struct parser *p);

static struct cond *new_cond(struct parser *p, enum cond_kind k)
{
	struct cond *c = arena_alloc(p->arena, sizeof *c);
	c->kind = k;
	return c;
}

static void cond_skip_nl(struct parser *p)
{
	while (peek(p)->type == T_NEWLINE)
		next(p);
}

static bool is_cond_end(const struct token *t)
{
	return kw_text(t, "]]");
}

/* 2> or {fd}> : bash reads the number or {fd} as a word inside [[ ]]. */
static bool cond_fd_redir(const struct parser *p, const struct token *t)
{
	return t->type == T_REDIR && p->buf.buf[t->start] != '<' &&
	       p->buf.buf[t->start] != '>';
}

/* How a message names T, or NULL for a word.  An interactive shell
 * reads on at the end of a line instead. */
static const char *cond_tok_name(struct parser *p, const struct token *t)
{
	if (t->type == T_EOF && p->incremental)
		ps_eof(p);
	if (is_cond_end(t))
		return "]]";
	if (t->type == T_WORD || cond_fd_redir(p, t))
		return NULL;
	if (t->type == T_NEWLINE)
		return "newline";
	return t->type == T_EOF ? "EOF" : t->raw;
}

static struct cond *cond_note(struct parser *p, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static struct cond *cond_note(struct parser *p, int line, const char *fmt, ...)
{
	struct strbuf sb;
	sb_init(&sb);
	va_list ap;
	va_start(ap, fmt);
	sb_vaddf(&sb, fmt, ap);
	va_end(ap);
	struct ps_note note = { line, sb_detach(&sb) };
	VEC_PUSH(p->notes, note);
	return NULL;
}

/* A message that names the token T where it has a name:
 * FMT_NAMED (with %s) or else FMT. */
static struct cond *cond_note_tok(struct parser *p, int line,
				  const struct token *t, const char *fmt_named,
				  const char *fmt)
{
	const char *name = cond_tok_name(p, t);
	if (name)
		return cond_note(p, line, fmt_named, name);
	return cond_note(p, line, "%s", fmt);
}

static void cond_raise(struct parser *p) __attribute__((noreturn));
static void cond_raise(struct parser *p)
{
	free(p->errmsg);
	p->errmsg = NULL;
	free(p->errctx);
	p->errctx = NULL;
	p->errline = p->notes.n ? p->notes.v[p->notes.n - 1].line : p->lineno;
	p->err_cmdsub = p->cmdsub_depth > 0;
	/* a script stops with the last status; when nothing follows the
	 * token the error is at, with 2 for 0 (bash) */
	p->err_cond = true;
	p->err_keep =
		!p->incremental && !p->in.prompts && lx_raw(p, 0) == -1 ? 2 : 1;
	p->status = PARSE_ERROR;
	longjmp(*p->jb, 1);
}

static bool is_cond_unop(const char *s)
{
	return s[0] == '-' && s[1] && !s[2] &&
	       strchr("abcdefghknoprstuvwxzGLNORS", s[1]);
}

static bool is_cond_binop(const struct token *t)
{
	static const char *const ops[] = {
		"=",   "==",  "!=",  "=~",  "-eq", "-ne", "-lt",
		"-le", "-gt", "-ge", "-nt", "-ot", "-ef", NULL,
	};
	if (t->type == T_REDIR)
		return t->rop == R_IN || t->rop == R_OUT;
	if (t->type != T_WORD || !t->plain)
		return false;
	for (int i = 0; ops[i]; i++)
		if (!strcmp(t->raw, ops[i]))
			return true;
	return false;
}

/* The operand after the unary or binary operator OP, or NULL. */
static struct word *cond_operand(struct parser *p, const char *op, bool unary)
{
	if (!unary && !strcmp(op, "=~")) {
		struct word *w = lx_regex_word(p);
		if (w)
			return w;
	} else {
		p->cond_ext = !unary && (!strcmp(op, "==") ||
					 !strcmp(op, "!=") || !strcmp(op, "="));
		struct token *t = peek(p);
		p->cond_ext = false;
		if (t->type == T_WORD && !is_cond_end(t)) {
			next(p);
			return t->w;
		}
	}
	struct token *t = peek(p);
	if (unary)
		cond_note_tok(p, t->line, t,
			      "unexpected argument `%s' to conditional unary "
			      "operator",
			      "unexpected argument to conditional unary "
			      "operator");
	else
		cond_note_tok(p, t->line, t,
			      "unexpected argument `%s' to conditional binary "
			      "operator",
			      "unexpected argument to conditional binary "
			      "operator");
	return NULL;
}

static struct cond *cond_term(struct parser *p);

/* ( expr ), the current token being the '(' on LINE. */
static struct cond *cond_group(struct parser *p, int line)
{
	next(p);
	ps_depth_enter(p);
	struct cond *c = cond_or(p);
	p->depth--;
	struct token *t = peek(p);
	if (!c || t->type != T_RPAREN) {
		if (!c)
			return cond_note(p, line, "expected `)'");
		return cond_note_tok(p, line, t,
				     "unexpected token `%s', expected `)'",
				     "expected `)'");
	}
	next(p);
	c->paren = true;
	return c;
}

/* WORD [binop WORD]: a word alone before ]] && || ) is a test for a
 * non-empty string. */
static struct cond *cond_binary(struct parser *p, struct token *t)
{
	struct cond *c = new_cond(p, CK_WORD);
	c->l = t->w;
	next(p);
	t = peek(p);
	if (is_cond_end(t) || t->type == T_ANDIF || t->type == T_ORIF ||
	    t->type == T_RPAREN)
		return c;
	if (!is_cond_binop(t) || cond_fd_redir(p, t))
		return cond_note_tok(p, t->line, t,
				     "unexpected token `%s', conditional "
				     "binary operator expected",
				     "conditional binary operator expected");
	c->kind = CK_BINARY;
	c->op = t->type == T_REDIR ? (t->rop == R_IN ? "<" : ">") : t->raw;
	next(p);
	c->r = cond_operand(p, c->op, false);
	return c->r ? c : NULL;
}

static struct cond *cond_term(struct parser *p)
{
	cond_skip_nl(p);
	struct token *t = peek(p);
	struct cond *c;
	if (is_cond_end(t))
		return NULL; /* bash says nothing */
	if (is_kw(t, "!")) {
		next(p);
		ps_depth_enter(p);
		struct cond *a = cond_term(p);
		p->depth--;
		if (!a)
			return NULL;
		c = new_cond(p, CK_NOT);
		c->a = a;
		return c;
	}
	if (t->type == T_LPAREN) {
		c = cond_group(p, t->line);
	} else if (t->type == T_WORD && t->plain && is_cond_unop(t->raw)) {
		c = new_cond(p, CK_UNARY);
		c->op = t->raw;
		next(p);
		c->l = cond_operand(p, c->op, true);
		if (!c->l)
			return NULL;
	} else if (t->type == T_WORD) {
		c = cond_binary(p, t);
	} else {
		return cond_note(p, t->line,
				 "unexpected token `%s' in conditional command",
				 cond_tok_name(p, t));
	}
	if (c)
		cond_skip_nl(p);
	return c;
}

static struct cond *cond_and(struct parser *p)
{
	struct cond *l = cond_term(p);
	while (l && peek(p)->type == T_ANDIF) {
		next(p);
		struct cond *c = new_cond(p, CK_AND);
		c->a = l;
		c->b = cond_term(p);
		l = c->b ? c : NULL;
	}
	return l;
}

static struct cond *cond_or(struct parser *p)
{
	struct cond *l = cond_and(p);
	while (l && peek(p)->type == T_ORIF) {
		next(p);
		struct cond *c = new_cond(p, CK_OR);
		c->a = l;
		c->b = cond_and(p);
		l = c->b ? c : NULL;
	}
	return l;
}

static struct node *parse_cond(struct parser *p)
{
	struct node *n = new_node(p, N_COND, peek(p)->line);
	struct ps_open open = ps_open(p, "]]", n->lineno);
	next(p);
	n->cond.expr = cond_or(p);
	if (n->cond.expr) {
		struct token *t = peek(p);
		if (is_cond_end(t)) {
			next(p);
			ps_close(p, open);
			return n;
		}
		if (t->type == T_EOF)
			ps_eof(p);
		cond_note_tok(p, n->lineno, t,
			      "syntax error in conditional expression: "
			      "unexpected token `%s'",
			      "syntax error in conditional expression");
	}
	cond_raise(p);
}

/* bash: function NAME [()] compound-command */
static struct node *parse_function_kw(struct parser *p)
{
	int line = peek(p)->line;
	next(p);
	struct token *t = peek(p);
	if (t->type != T_WORD || !t->plain || is_reserved(t->raw))
		ps_unexpected(p, t);
	const char *name = t->raw;
	next(p);
	if (peek(p)->type != T_LPAREN) {
		/* parse_funcdef wants "()": fake it by accepting none */
		linebreak(p);
		struct node *n = new_node(p, N_FUNCDEF, line);
		n->func.name = name;
		t = peek(p);
		if (t->type != T_LPAREN && !is_kw(t, "{") && !is_kw(t, "if") &&
		    !is_kw(t, "while") && !is_kw(t, "until") &&
		    !is_kw(t, "for") && !is_kw(t, "case") &&
		    !is_kw(t, "select") && !is_kw(t, "[["))
			ps_unexpected(p, t);
		n->func.body = parse_command(p);
		return n;
	}
	return parse_funcdef(p, name, line);
}

static struct node *parse_compound_subshell(struct parser *p, struct token *t)
{
	struct node *n = new_node(p, N_SUBSHELL, t->line);
	next(p);
	n->sub.body = body_list(p);
	expect(p, T_RPAREN);
	parse_redirs(p, n);
	return n;
}

static struct node *parse_compound(struct parser *p, struct token *t)
{
	struct node *n;
	if (t->type == T_LPAREN &&
	    !(p->buf.buf[t->start + 1] == '(' && p->pos == t->start + 1)) {
		return parse_compound_subshell(p, t);
	} else if (is_kw(t, "{")) {
		n = new_node(p, N_GROUP, t->line);
		next(p);
		n->sub.body = body_list(p);
		expect_kw(p, "}");
	} else if (is_kw(t, "if")) {
		n = parse_if(p, false);
	} else if (is_kw(t, "while")) {
		n = parse_loop(p, N_WHILE);
	} else if (is_kw(t, "until")) {
		n = parse_loop(p, N_UNTIL);
	} else if (is_kw(t, "for") || is_kw(t, "select") || is_kw(t, "case")) {
		/* bash reports a death by a signal inside these at their
		 * head's line */
		int base = p->report_base;
		bool is_case = is_kw(t, "case");
		enum node_kind kind = is_kw(t, "for") ? N_FOR : N_SELECT;
		p->report_base = t->line;
		n = is_case ? parse_case(p) : parse_for(p, kind);
		p->report_base = base;
		/* the loop's own errors (rt_for_var_ok) at the enclosing
		 * line, as bash's */
		if (n->kind == N_FOR || n->kind == N_SELECT)
			n->report_line = base;
	} else if (is_kw(t, "[[")) {
		n = parse_cond(p);
	} else if (t->type == T_LPAREN && p->buf.buf[t->start + 1] == '(' &&
		   p->pos == t->start + 1) {
		n = new_node(p, N_ARITH, t->line);
		if (!lx_arith_cmd(p, t->start, &n->arith.e.expr,
				  &n->arith.e.text))
			return parse_compound_subshell(p, t);
		asrc_finish(&n->arith.e);
		p->have_tok = false;
	} else {
		return NULL;
	}
	parse_redirs(p, n);
	return n;
}

/* Whether T starts a compound command (what `coproc NAME` needs). */
static bool compound_start(struct parser *p, const struct token *t)
{
	static const char *const kws[] = {
		"{",    "if",     "while", "until", "for",
		"case", "select", "[[",    NULL,
	};
	if (t->type == T_LPAREN)
		return true;
	(void)p;
	for (int i = 0; kws[i]; i++)
		if (kw_text(t, kws[i]))
			return true;
	return false;
}

/* bash: coproc [NAME] command.  A NAME is only read before a compound
 * command; `coproc NAME args` runs the simple command NAME args. */
static struct node *parse_coproc(struct parser *p)
{
	struct node *n = new_node(p, N_COPROC, peek(p)->line);
	next(p);
	struct token *t = peek(p);
	/* a NAME that is no name is bash's runtime error (eval_coproc) */
	if (t->type == T_WORD && t->plain && !is_reserved(t->raw) &&
	    !compound_start(p, t)) {
		struct token name = *t;
		next(p);
		if (compound_start(p, peek(p))) {
			n->coproc.name = name.raw;
			n->coproc.body = parse_command(p);
		} else {
			n->coproc.body = parse_simple(p, &name);
		}
		return n;
	}
	n->coproc.body = parse_command(p);
	return n;
}

static struct node *parse_command(struct parser *p)
{
	ps_depth_enter(p);
	/* a blank-ended alias of an earlier command no longer applies; one
	 * that parse_list expanded for this command (the token lies in its
	 * text) still does */
	if (p->alias_after != SIZE_MAX && peek(p)->start >= p->alias_after)
		p->alias_after = SIZE_MAX;
	struct token *t = cmd_token(p);
	struct node *n = parse_compound(p, t);
	if (!n) {
		if (is_kw(t, "function"))
			n = parse_function_kw(p);
		else if (is_kw(t, "coproc"))
			n = parse_coproc(p);
		else if (t->type == T_WORD && t->plain && is_reserved(t->raw) &&
			 strcmp(t->raw, "in"))
			ps_unexpected(p, t);
		else
			n = parse_simple(p, NULL);
	}
	p->depth--;
	return n;
}

/* `a |& b`: a 2>&1 after a's own redirections (bash). */
static void pipe_stderr(struct parser *p, struct node *n)
{
	struct redir *r = arena_alloc(p->arena, sizeof *r);
	r->op = R_DUPOUT;
	r->fd = 2;
	struct wpart *one = arena_alloc(p->arena, sizeof *one);
	one->kind = WP_LIT;
	one->lit.s = "1";
	one->lit.len = 1;
	r->target = arena_alloc(p->arena, sizeof *r->target);
	r->target->parts = one;
	struct redir **tail = &n->redirs;
	while (*tail)
		tail = &(*tail)->next;
	*tail = r;
}

/* bash's `time [-p] [--]` before a pipeline (after or before its `!`s):
 * the N_TIME node that will hold it, or NULL when T is not `time`.  In
 * POSIX mode `time -...` is the utility: *WORD then receives the `time`
 * token, consumed, to begin a simple command with. */
static struct node *parse_time(struct parser *p, struct token *t,
			       struct token *word, bool *plain)
{
	if (!is_kw(t, "time"))
		return NULL;
	int line = t->line;
	*word = *t;
	next(p);
	t = peek(p);
	if (t->type == T_WORD && t->raw[0] == '-' && p->hooks.posix &&
	    p->hooks.posix(p->hooks.ctx)) {
		*plain = true;
		return NULL;
	}
	struct node *tn = new_node(p, N_TIME, line);
	if (is_kw(t, "-p")) {
		tn->time.posix = true;
		next(p);
		t = peek(p);
	}
	if (is_kw(t, "--")) {
		tn->time.posix = true; /* as bash 5.2 does */
		next(p);
	}
	return tn;
}

static struct node *parse_pipeline(struct parser *p)
{
	struct token *t = peek(p);
	int line = t->line;
	bool bang = false, banged = false;
	struct node *timed = NULL;
	struct token time_word;
	bool plain_time = false;
	/* `! !` cancels (bash: the pipeline is then not negated at all) */
	for (;;) {
		if (is_kw(t, "!")) {
			bang = !bang;
			banged = true;
			next(p);
		} else if (!timed && !plain_time &&
			   (timed = parse_time(p, t, &time_word,
					       &plain_time))) {
			line = timed->lineno;
		} else {
			break;
		}
		t = peek(p);
	}
	if (timed && !banged &&
	    (t->type == T_SEMI || t->type == T_NEWLINE || t->type == T_EOF))
		return timed; /* no command: the shell's own times */
	struct node *first;
	if (plain_time) {
		ps_depth_enter(p);
		first = parse_simple(p, &time_word);
		p->depth--;
	} else if (banged && (t->type == T_SEMI || t->type == T_NEWLINE ||
			      t->type == T_EOF)) {
		/* a bare `!` negates an empty command (bash): status 1 */
		first = new_node(p, N_SIMPLE, line);
		first->simple.argv = word_array(p, NULL, 0);
	} else {
		first = parse_command(p);
	}
	struct node **tail = &first->next, *last = first;
	int n = 1;
	while (peek(p)->type == T_PIPE || peek(p)->type == T_PIPEAMP) {
		if (peek(p)->type == T_PIPEAMP)
			pipe_stderr(p, last);
		next(p);
		linebreak(p);
		*tail = last = parse_command(p);
		tail = &(*tail)->next;
		n++;
	}
	struct node *pn = first;
	if (n > 1 || bang) {
		pn = new_node(p, N_PIPE, line);
		pn->pipe.cmds = first;
		pn->pipe.ncmds = n;
		pn->pipe.bang = bang;
	}
	if (!timed)
		return pn;
	timed->time.body = pn;
	return timed;
}

static struct node *parse_andor(struct parser *p)
{
	struct node *l = parse_pipeline(p);
	for (;;) {
		struct token *t = peek(p);
		if (t->type != T_ANDIF && t->type != T_ORIF)
			return l;
		struct node *n = new_node(p, t->type == T_ANDIF ? N_AND : N_OR,
					  l->lineno);
		next(p);
		linebreak(p);
		n->andor.left = l;
		n->andor.right = parse_pipeline(p);
		l = n;
	}
}

/* A list of and-or lists.  TOP: stop at a newline (a complete command). */
static struct node *parse_list(struct parser *p, bool top)
{
	struct node *head = NULL, **tail = &head;
	for (;;) {
		if (!top)
			linebreak(p);
		/* a command starts here, so an alias applies before the
		 * test for a closing reserved word: `alias end=}` ends a
		 * { } group (XCU 2.3.1) */
		p->alias_after = SIZE_MAX;
		struct token *t = cmd_token(p);
		if (list_end(t) || (top && t->type == T_NEWLINE))
			break;
		struct node *n = parse_andor(p);
		t = peek(p);
		if (t->type == T_AMP) {
			struct node *bg = new_node(p, N_BG, n->lineno);
			bg->sub.body = n;
			n = bg;
		}
		*tail = n;
		tail = &n->next;
		if (t->type == T_AMP || t->type == T_SEMI)
			next(p);
		else if (t->type != T_NEWLINE || top)
			break;
	}
	return head;
}

struct node *ps_cmdsub_body(struct parser *p)
{
	size_t aa = p->alias_after;
	p->alias_after = SIZE_MAX;
	/* bash reports its end of input where the input ended */
	struct ps_open open = ps_open(p, ")", 0);
	p->cmdsub_depth++;
	struct node *body = parse_list(p, false);
	struct token *t = peek(p);
	if (t->type != T_RPAREN)
		ps_unexpected(p, t);
	ps_close(p, open);
	p->cmdsub_depth--;
	next(p);
	p->alias_after = aa;
	return body;
}

/* ------------------------------------------------------------ driver */

static enum parse_status run_all(struct parser *p, struct node **out)
{
	struct node *head = NULL, **tail = &head;
	for (;;) {
		struct token *t = peek(p);
		if (t->type == T_EOF)
			break;
		if (t->type == T_NEWLINE) {
			next(p);
			continue;
		}
		*tail = parse_list(p, true);
		while (*tail)
			tail = &(*tail)->next;
		t = peek(p);
		if (t->type == T_NEWLINE)
			next(p);
		else if (t->type != T_EOF)
			ps_unexpected(p, t);
	}
	*out = head;
	return PARSE_OK;
}

static enum parse_status run_one(struct parser *p, struct node **out)
{
	struct token *t = peek(p);
	if (t->type == T_EOF)
		return PARSE_EOF;
	if (t->type == T_NEWLINE) {
		next(p);
		return PARSE_OK;
	}
	struct node *list = parse_list(p, true);
	t = peek(p);
	if (t->type == T_NEWLINE)
		next(p);
	else if (t->type != T_EOF)
		ps_unexpected(p, t);
	*out = list;
	return PARSE_OK;
}

static void drop_aliases(struct parser *p)
{
	for (size_t i = 0; i < p->aliases.n; i++)
		free(p->aliases.v[i].name);
	p->aliases.n = 0;
}

/* Drops consumed input of a pull parser so memory stays bounded. */
static void compact(struct parser *p)
{
	if (!p->in.read_more || p->have_tok || p->pos < 4096)
		return;
	for (size_t i = 0; i < p->aliases.n; i++)
		if (p->aliases.v[i].end > p->pos)
			return;
	drop_aliases(p);
	memmove(p->buf.buf, p->buf.buf + p->pos, p->buf.len - p->pos + 1);
	p->buf.len -= p->pos;
	p->pos = 0;
	p->alias_after = SIZE_MAX;
}

static void clear_notes(struct parser *p)
{
	for (size_t i = 0; i < p->notes.n; i++)
		free(p->notes.v[i].msg);
	p->notes.n = 0;
}

static void after_error(struct parser *p)
{
	p->cmdsub_depth = 0;
	p->compound_cmdsub = -1;
	p->recover_skip = !(p->have_tok &&
			    (p->tok.type == T_NEWLINE || p->tok.type == T_EOF));
	p->have_tok = false;
	p->heredocs.n = 0;
	p->alias_after = SIZE_MAX;
	if (p->status == PARSE_INCOMPLETE) {
		/* start the command over when the caller has more text */
		if (p->saved_valid) {
			sb_reset(&p->buf);
			sb_addn(&p->buf, sb_str(&p->saved), p->saved.len);
		}
		p->pos = p->cmd_start;
		p->lineno = p->cmd_line;
		p->eof = !p->in.read_more;
		p->nl_added = false;
		drop_aliases(p);
	}
}

static enum parse_status protect(struct parser *p, struct arena *a, bool all,
				 struct node **out)
{
	jmp_buf jb;
	jmp_buf *old = p->jb;
	*out = NULL;
	p->arena = a;
	p->jb = &jb;
	if (!p->is_sub) {
		p->depth = 0;
		p->report_base = 0; /* an error may have left one */
		p->assign_list = 0;
	}
	p->brace_stop = 0;
	p->open_close = NULL;
	clear_notes(p);
	p->err_cond = false;
	p->err_keep = 0;
	compact(p);
	if (!p->have_tok) {
		p->cmd_start = p->pos;
		p->cmd_line = p->lineno;
		p->saved_valid = false;
	}
	if (setjmp(jb)) {
		p->jb = old;
		after_error(p);
		return p->status;
	}
	enum parse_status st = all ? run_all(p, out) : run_one(p, out);
	p->jb = old;
	return st;
}

/* Parses TEXT with a nested parser that allocates in P's arena: the body
 * of `...` (hd == NULL) or an unquoted here-document body (into *hd). */
struct node *ps_sub_parse(struct parser *p, const char *text, size_t len,
			  int line, struct wpart **hd)
{
	struct parser *s = lx_new(&p->hooks, line);
	lx_append_input(s, text, len);
	s->eof = true;
	s->is_sub = true;
	s->depth = p->depth;
	struct node *res = NULL;
	jmp_buf jb;
	s->arena = p->arena;
	s->jb = &jb;
	if (setjmp(jb)) {
		p->status = s->status;
		free(p->errmsg);
		p->errmsg = s->errmsg;
		s->errmsg = NULL;
		free(p->errctx);
		p->errctx = s->errctx;
		s->errctx = NULL;
		p->err_cmdsub = s->err_cmdsub;
		p->err_cond = s->err_cond;
		p->err_keep = s->err_keep;
		p->notes = s->notes;
		memset(&s->notes, 0, sizeof s->notes);
		p->errline = s->errline;
		parser_free(s);
		longjmp(*p->jb, 1);
	}
	if (hd)
		*hd = lx_heredoc_parts(s);
	else
		run_all(s, &res);
	parser_free(s);
	return res;
}

/* ------------------------------------------------------------ API */

struct parser *parser_new(const struct parser_input *in,
			  const struct parser_hooks *hooks, int first_line)
{
	struct parser *p = lx_new(hooks, first_line);
	if (in)
		p->in = *in;
	return p;
}

struct parser *parser_new_string(const char *text, size_t len,
				 const struct parser_hooks *hooks,
				 int first_line)
{
	struct parser *p = lx_new(hooks, first_line);
	lx_append_input(p, text, len);
	p->eof = true;
	p->in.text = true;
	return p;
}

void parser_free(struct parser *p)
{
	if (!p)
		return;
	sb_free(&p->buf);
	sb_free(&p->scratch);
	sb_free(&p->tmp);
	sb_free(&p->saved);
	VEC_FREE(p->heredocs);
	clear_notes(p);
	VEC_FREE(p->notes);
	drop_aliases(p);
	VEC_FREE(p->aliases);
	free(p->errmsg);
	free(p->errctx);
	free(p);
}

void parser_set_incremental(struct parser *p, bool on)
{
	p->incremental = on;
}

static enum parse_status finish(struct arena *a, struct node *n,
				enum parse_status st, struct arena **arena,
				struct node **out)
{
	if (st == PARSE_OK && n) {
		*arena = a;
		*out = n;
	} else {
		arena_unref(a);
		*arena = NULL;
		*out = NULL;
	}
	return st;
}

enum parse_status parser_next(struct parser *p, struct arena **arena,
			      struct node **out)
{
	struct arena *a = arena_new();
	struct node *n;
	enum parse_status st = protect(p, a, false, &n);
	return finish(a, n, st, arena, out);
}

enum parse_status parser_all(struct parser *p, struct arena **arena,
			     struct node **out)
{
	struct arena *a = arena_new();
	struct node *n;
	enum parse_status st = protect(p, a, true, &n);
	return finish(a, n, st, arena, out);
}

const char *parser_error_msg(const struct parser *p)
{
	return p->errmsg ? p->errmsg : "";
}

int parser_line(const struct parser *p)
{
	return p->lineno - (p->last_newline ? 1 : 0);
}

int parser_error_line(const struct parser *p)
{
	return p->errline;
}

const char *parser_error_context(const struct parser *p)
{
	return p->errctx;
}

bool parser_error_in_cmdsub(const struct parser *p)
{
	return p->err_cmdsub;
}

bool parser_error_cond(const struct parser *p)
{
	return p->status == PARSE_ERROR && p->err_cond;
}

int parser_error_keep(const struct parser *p)
{
	return p->status == PARSE_ERROR ? p->err_keep : 0;
}

size_t parser_error_cond_count(const struct parser *p)
{
	return p->status == PARSE_ERROR ? p->notes.n : 0;
}

const char *parser_error_cond_msg(const struct parser *p, size_t i, int *line)
{
	*line = p->notes.v[i].line;
	return p->notes.v[i].msg;
}

enum parser_cont parser_continuation(const struct parser *p)
{
	return (enum parser_cont)p->cont;
}

void parser_recover(struct parser *p)
{
	p->have_tok = false;
	p->heredocs.n = 0;
	if (!p->recover_skip)
		return;
	p->recover_skip = false;
	int c;
	while ((c = lx_raw(p, 0)) != -1 && c != '\n')
		lx_adv(p);
	if (c == '\n')
		lx_adv(p);
}

/* A parser over TEXT alone, allocating in ARENA, for the two entry points
 * below; the caller sets its jump buffer. */
static struct parser *text_parser(struct arena *arena, const char *text,
				  size_t len)
{
	struct parser *s = lx_new(NULL, 1);
	lx_append_input(s, text, len);
	s->eof = true;
	s->is_sub = true;
	s->arena = arena;
	return s;
}

struct assign *parser_compound(struct arena *arena, const char *text,
			       size_t len)
{
	struct parser *s = text_parser(arena, text, len);
	jmp_buf jb;
	s->jb = &jb;
	struct assign *a = NULL;
	if (!setjmp(jb)) {
		struct assign *c = arena_alloc(arena, sizeof *c);
		if (peek(s)->type == T_LPAREN) {
			parse_compound_assign(s, c);
			if (peek(s)->type == T_EOF)
				a = c;
		}
	}
	parser_free(s);
	return a;
}

struct word *parser_template(struct arena *arena, const char *text, size_t len)
{
	struct parser *s = text_parser(arena, text, len);
	jmp_buf jb;
	s->jb = &jb;
	struct word *w = NULL;
	if (!setjmp(jb)) {
		w = arena_alloc(arena, sizeof *w);
		w->parts = lx_heredoc_parts(s);
	}
	parser_free(s);
	return w;
}
