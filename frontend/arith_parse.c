/*
 * arith_parse.c - the arithmetic expression grammar of $(( )), let-free:
 * C operator precedence plus bash's ',' and '**', into struct arith.
 *
 * Design and invariants:
 *  - One function per precedence level, lowest first; operators are matched
 *    directly in the text with "not followed by" checks (so '<' is not the
 *    start of '<<' or '<=') rather than through a token stream.
 *  - Errors longjmp to arith_parse, which returns NULL with *err set.  The
 *    tree lives in the caller's arena, so nothing leaks on error.
 *  - Recursion is bounded by AP_MAX_DEPTH nested parentheses / unary
 *    operators / right-associative operands, and by the C stack
 *    (rt_stack_exhausted).
 *  - Constants wrap modulo 2^64 (accumulated unsigned), as bash does.
 *  - Text never contains '$' or '`' here: the caller expands those first.
 *  - An array element a[expr] is a variable reference with .base and its
 *    subscript parsed in place as .idx: the brackets of the whole text are
 *    matched in one pass first, and a subscript is parsed from the root's
 *    copy of the text, so a[a[a[...]]] costs linear time and memory.
 */
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../runtime/util.h"
#include "parser.h"

#define AP_MAX_DEPTH 1000
/* bash 5.2 evaluates at most 1023 nested subscripts a[a[...]] */
#define AP_MAX_SUBSCRIPT 1023
/* an element reference keeps its whole text as .name up to this length */
#define AP_NAME_TEXT 128

struct ap {
	struct arena *arena;
	const char *s, *end, *cur;
	const char *last;    /* start of the last operator, for messages */
	const char *operand; /* start of the last operand token read */
	bool subscript;      /* parsing an array subscript */
	const char **err;
	int depth;
	/* The root's text: for each '[' at offset i, match[i] is the offset
	 * of its ']' or -1 (match is NULL when the text has no '[').
	 * too_deep is the subscript at level AP_MAX_SUBSCRIPT that holds a
	 * deeper one, ending at too_deep_end (NULL when none). */
	const char *root;
	int32_t *match;
	const char *too_deep, *too_deep_end;
	/* A subscript's text [s, end) is not NUL-terminated: its error sites
	 * point into this copy, made at the first. */
	bool shared;
	char *s_copy;
	jmp_buf jb;
};

static void ap_fail(struct ap *a, const char *what, const char *tok)
	__attribute__((noreturn));
static void ap_fail(struct ap *a, const char *what, const char *tok)
{
	struct strbuf sb;
	sb_init(&sb);
	if (tok) {
		size_t n = (size_t)(a->end - tok);
		sb_addf(&sb, "%s (error token is \"%.*s\")", what, (int)n, tok);
	} else {
		sb_adds(&sb, what);
	}
	*a->err = arena_strdup(a->arena, sb_str(&sb));
	sb_free(&sb);
	longjmp(a->jb, 1);
}

static void ws(struct ap *a)
{
	while (a->cur < a->end &&
	       (*a->cur == ' ' || *a->cur == '\t' || *a->cur == '\n'))
		a->cur++;
}

/* Accepts OP unless the next character is one of NOT.  Inlined so that
 * strlen of the constant OP folds away: the precedence climb calls this
 * a dozen times per operand. */
static inline __attribute__((always_inline)) bool accept(struct ap *a,
							 const char *op,
							 const char * not )
{
	ws(a);
	size_t n = strlen(op);
	if ((size_t)(a->end - a->cur) < n || memcmp(a->cur, op, n))
		return false;
	if (a->cur + n < a->end && a->cur[n] && strchr(not, a->cur[n]))
		return false;
	a->last = a->cur;
	a->cur += n;
	return true;
}

static void enter(struct ap *a)
{
	if (++a->depth > AP_MAX_DEPTH || rt_stack_exhausted())
		ap_fail(a, "expression nesting too deep", NULL);
}

static struct arith *mk(struct ap *a, enum arith_kind k, enum arith_op op,
			struct arith *l, struct arith *r)
{
	struct arith *e = arena_alloc(a->arena, sizeof *e);
	e->kind = k;
	e->op = op;
	e->a = l;
	e->b = r;
	e->in_subscript = a->subscript;
	return e;
}

/* Where E can fail at run time: TOK (within the text) is the error
 * token of its message. */
static void error_site(struct ap *a, struct arith *e, const char *tok)
{
	const char *src = a->s;
	if (!tok)
		tok = a->end;
	if (a->shared) {
		if (!a->s_copy)
			a->s_copy = arena_strndup(a->arena, a->s,
						  (size_t)(a->end - a->s));
		src = a->s_copy;
		tok = src + (tok - a->s);
	}
	e->src = src;
	e->tok = tok;
}

static bool name_start(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static bool name_char(char c)
{
	return name_start(c) || (c >= '0' && c <= '9');
}

static int digit_value(char c, int base)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'Z')
		return c - 'A' + (base <= 36 ? 10 : 36);
	if (c == '@')
		return 62;
	if (c == '_')
		return 63;
	return 99;
}

/* A malformed constant [start, tok_end): bash names the expression only
 * up to the end of that token (ARITH_MSG_CUT_TEXT), and the token. */
static void bad_constant(struct ap *a, const char *what, const char *start,
			 const char *tok_end) __attribute__((noreturn));
static void bad_constant(struct ap *a, const char *what, const char *start,
			 const char *tok_end)
{
	const char *s = a->s;
	while (s < start && (*s == ' ' || *s == '\t' || *s == '\n'))
		s++;
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "%c%.*s: %s (error token is \"%.*s\")", ARITH_MSG_CUT_TEXT,
		(int)(tok_end - s), s, what, (int)(tok_end - start), start);
	*a->err = arena_strdup(a->arena, sb_str(&sb));
	sb_free(&sb);
	longjmp(a->jb, 1);
}

static struct arith *number(struct ap *a)
{
	const char *start = a->cur, *p = a->cur, *tok_end = a->cur;
	/* the token bash reads as one constant */
	while (tok_end < a->end &&
	       (name_char(*tok_end) || *tok_end == '@' || *tok_end == '#'))
		tok_end++;
	int base = 10;
	uint64_t v = 0;
	if (p[0] == '0' && p + 1 < a->end && (p[1] == 'x' || p[1] == 'X')) {
		base = 16;
		p += 2;
	} else if (p[0] == '0') {
		base = 8;
	} else {
		const char *q = p;
		uint64_t b = 0;
		while (q < a->end && *q >= '0' && *q <= '9')
			b = b * 10 + (uint64_t)(*q++ - '0');
		if (q < a->end && *q == '#') {
			if (b < 2 || b > 64)
				bad_constant(a, "invalid arithmetic base",
					     start, tok_end);
			base = (int)b;
			p = q + 1;
			if (p == tok_end)
				bad_constant(a, "invalid integer constant",
					     start, tok_end);
		}
	}
	for (; p < tok_end; p++) {
		int dv = digit_value(*p, base);
		if (dv >= base)
			bad_constant(a, "value too great for base", start,
				     tok_end);
		v = v * (uint64_t)base + (uint64_t)dv;
	}
	a->cur = p;
	struct arith *e = mk(a, AK_NUM, AO_NONE, NULL, NULL);
	e->num = (int64_t)v; /* implementation-defined wrap, not UB */
	return e;
}

static struct arith *expr(struct ap *a);
static struct arith *assign(struct ap *a);
static struct arith *unary(struct ap *a);

/* A subscript nested more than AP_MAX_SUBSCRIPT deep: bash evaluates
 * subscripts down to that depth and then fails naming the subscript text
 * [s, e) it was in, which is what this reports (RT_ARITH_MSG_OWN_TEXT).
 * Failing here, before anything is evaluated, keeps the work of a deeper
 * nesting bounded. */
static void subscript_too_deep(struct ap *a, const char *s, const char *e)
	__attribute__((noreturn));
static void subscript_too_deep(struct ap *a, const char *s, const char *e)
{
	struct strbuf sb;
	sb_init(&sb);
	int n = (int)(e - s);
	sb_addf(&sb,
		"%c%.*s: expression recursion level exceeded (error token "
		"is \"%.*s\")",
		ARITH_MSG_OWN_TEXT, n, s, n, s);
	*a->err = arena_strdup(a->arena, sb_str(&sb));
	sb_free(&sb);
	longjmp(a->jb, 1);
}

/* Matches the brackets of the root's text in one pass (see struct ap). */
static void match_brackets(struct ap *a)
{
	size_t n = (size_t)(a->end - a->s);
	if (!memchr(a->s, '[', n) || n > INT32_MAX)
		return;
	a->match = arena_alloc(a->arena, n * sizeof *a->match);
	int32_t *open = xmalloc(n * sizeof *open);
	size_t depth = 0;
	int32_t deep_open = -1; /* the '[' at level AP_MAX_SUBSCRIPT */
	bool deep = false;
	for (size_t i = 0; i < n; i++) {
		if (a->s[i] == '[') {
			a->match[i] = -1;
			open[depth++] = (int32_t)i;
			if (depth == AP_MAX_SUBSCRIPT && !deep)
				deep_open = (int32_t)i;
			else if (depth == AP_MAX_SUBSCRIPT + 1)
				deep = true;
		} else if (a->s[i] == ']' && depth) {
			a->match[open[--depth]] = (int32_t)i;
		}
	}
	free(open);
	if (deep && a->match[deep_open] >= 0) {
		a->too_deep = a->s + deep_open + 1;
		a->too_deep_end = a->s + a->match[deep_open];
	}
}

static struct arith *parse_sub(struct ap *up, const char *s, const char *end);

/* A variable name, or an array element "name[subscript]" (.base, .idx
 * and .sub; .name too when short). */
static void read_ref(struct ap *a, struct arith *e)
{
	const char *s = a->cur;
	while (a->cur < a->end && name_char(*a->cur))
		a->cur++;
	if (a->cur >= a->end || *a->cur != '[') {
		e->name = arena_strndup(a->arena, s, (size_t)(a->cur - s));
		return;
	}
	const char *open = a->cur;
	int32_t m = a->match ? a->match[open - a->root] : -1;
	if (m < 0 || a->root + m >= a->end)
		ap_fail(a, "syntax error: missing `]'", open);
	const char *close = a->root + m;
	if (a->too_deep && a->too_deep > open && a->too_deep < close)
		subscript_too_deep(a, a->too_deep, a->too_deep_end);
	a->cur = close + 1;
	size_t n = (size_t)(a->cur - s);
	e->name = n <= AP_NAME_TEXT ? arena_strndup(a->arena, s, n) : NULL;
	e->base = arena_strndup(a->arena, s, (size_t)(open - s));
	e->sub = open + 1;
	e->sub_len = (size_t)(close - open - 1);
	e->idx = parse_sub(a, open + 1, close);
}

static struct arith *primary(struct ap *a)
{
	ws(a);
	if (a->cur >= a->end)
		ap_fail(a, "syntax error: operand expected",
			a->last ? a->last : a->cur);
	char c = *a->cur;
	a->operand = a->cur;
	if (c >= '0' && c <= '9')
		return number(a);
	if (name_start(c)) {
		struct arith *e = mk(a, AK_VAR, AO_NONE, NULL, NULL);
		read_ref(a, e);
		if (accept(a, "++", ""))
			e->kind = AK_POSTINC;
		else if (accept(a, "--", ""))
			e->kind = AK_POSTDEC;
		return e;
	}
	if (c == '(') {
		enter(a);
		a->last = a->cur++;
		struct arith *e = expr(a);
		if (!accept(a, ")", ""))
			ap_fail(a, "syntax error: missing `)'", a->cur);
		a->operand = a->last;
		a->depth--;
		return e;
	}
	ap_fail(a, "syntax error: operand expected", a->cur);
}

static struct arith *incdec(struct ap *a, enum arith_kind k)
{
	ws(a);
	if (a->cur < a->end && name_start(*a->cur)) {
		struct arith *e = mk(a, k, AO_NONE, NULL, NULL);
		read_ref(a, e);
		return e;
	}
	/* not followed by a name: "++5" is two unary operators */
	enter(a);
	struct arith *e = unary(a);
	enum arith_op op = k == AK_PREINC ? AO_POS : AO_NEG;
	a->depth--;
	return mk(a, AK_UNARY, op, mk(a, AK_UNARY, op, e, NULL), NULL);
}

static struct arith *unary(struct ap *a)
{
	enum arith_op op;
	if (accept(a, "++", ""))
		return incdec(a, AK_PREINC);
	if (accept(a, "--", ""))
		return incdec(a, AK_PREDEC);
	if (accept(a, "+", "="))
		op = AO_POS;
	else if (accept(a, "-", "="))
		op = AO_NEG;
	else if (accept(a, "!", "="))
		op = AO_NOT;
	else if (accept(a, "~", ""))
		op = AO_BNOT;
	else
		return primary(a);
	enter(a);
	struct arith *e = mk(a, AK_UNARY, op, unary(a), NULL);
	a->depth--;
	return e;
}

static struct arith *power(struct ap *a)
{
	struct arith *l = unary(a);
	if (!accept(a, "**", "="))
		return l;
	enter(a);
	struct arith *e = mk(a, AK_BINARY, AO_POW, l, power(a));
	a->depth--;
	/* bash names the token after the exponent, or its last one */
	ws(a);
	error_site(a, e, a->cur < a->end ? a->cur : a->operand);
	return e;
}

struct binop {
	const char *text, *not ;
	enum arith_op op;
};

/* One left-associative level: OPS over operands parsed by SUB. */
static struct arith *level(struct ap *a, const struct binop *ops,
			   struct arith *(*sub)(struct ap *))
{
	struct arith *l = sub(a);
	for (;;) {
		const struct binop *o = ops;
		while (o->text && !accept(a, o->text, o->not ))
			o++;
		if (!o->text)
			return l;
		ws(a);
		const char *rhs = a->cur;
		l = mk(a, AK_BINARY, o->op, l, sub(a));
		if (o->op == AO_DIV || o->op == AO_MOD)
			error_site(a, l, rhs);
	}
}

static struct arith *mul(struct ap *a)
{
	static const struct binop ops[] = {
		{ "*", "*=", AO_MUL },
		{ "/", "=", AO_DIV },
		{ "%", "=", AO_MOD },
		{ NULL, NULL, AO_NONE },
	};
	return level(a, ops, power);
}

static struct arith *add(struct ap *a)
{
	static const struct binop ops[] = {
		{ "+", "=", AO_ADD },
		{ "-", "=", AO_SUB },
		{ NULL, NULL, AO_NONE },
	};
	return level(a, ops, mul);
}

static struct arith *shift(struct ap *a)
{
	static const struct binop ops[] = {
		{ "<<", "=", AO_SHL },
		{ ">>", "=", AO_SHR },
		{ NULL, NULL, AO_NONE },
	};
	return level(a, ops, add);
}

static struct arith *rel(struct ap *a)
{
	static const struct binop ops[] = {
		{ "<=", "", AO_LE },     { ">=", "", AO_GE },
		{ "<", "<=", AO_LT },    { ">", ">=", AO_GT },
		{ NULL, NULL, AO_NONE },
	};
	return level(a, ops, shift);
}

static struct arith *eq(struct ap *a)
{
	static const struct binop ops[] = {
		{ "==", "", AO_EQ },
		{ "!=", "", AO_NE },
		{ NULL, NULL, AO_NONE },
	};
	return level(a, ops, rel);
}

static struct arith *band(struct ap *a)
{
	static const struct binop ops[] = {
		{ "&", "&=", AO_BAND },
		{ NULL, NULL, AO_NONE },
	};
	return level(a, ops, eq);
}

static struct arith *bxor(struct ap *a)
{
	static const struct binop ops[] = {
		{ "^", "=", AO_BXOR },
		{ NULL, NULL, AO_NONE },
	};
	return level(a, ops, band);
}

static struct arith *bor(struct ap *a)
{
	static const struct binop ops[] = {
		{ "|", "|=", AO_BOR },
		{ NULL, NULL, AO_NONE },
	};
	return level(a, ops, bxor);
}

static struct arith *land(struct ap *a)
{
	struct arith *l = bor(a);
	while (accept(a, "&&", ""))
		l = mk(a, AK_LAND, AO_NONE, l, bor(a));
	return l;
}

static struct arith *lor(struct ap *a)
{
	struct arith *l = land(a);
	while (accept(a, "||", ""))
		l = mk(a, AK_LOR, AO_NONE, l, land(a));
	return l;
}

static struct arith *cond(struct ap *a)
{
	struct arith *c = lor(a);
	if (!accept(a, "?", ""))
		return c;
	enter(a);
	struct arith *e = mk(a, AK_COND, AO_NONE, c, expr(a));
	if (!accept(a, ":", ""))
		ap_fail(a, "`:' expected for conditional expression",
			a->cur < a->end ? a->cur : a->operand);
	e->c = cond(a);
	a->depth--;
	return e;
}

static struct arith *assign(struct ap *a)
{
	static const struct binop ops[] = {
		{ "<<=", "", AO_SHL }, { ">>=", "", AO_SHR },
		{ "*=", "", AO_MUL },  { "/=", "", AO_DIV },
		{ "%=", "", AO_MOD },  { "+=", "", AO_ADD },
		{ "-=", "", AO_SUB },  { "&=", "", AO_BAND },
		{ "^=", "", AO_BXOR }, { "|=", "", AO_BOR },
		{ "=", "=", AO_NONE }, { NULL, NULL, AO_NONE },
	};
	struct arith *l = cond(a);
	const struct binop *o = ops;
	while (o->text && !accept(a, o->text, o->not ))
		o++;
	if (!o->text)
		return l;
	if (l->kind != AK_VAR)
		ap_fail(a, "attempted assignment to non-variable", a->last);
	enter(a);
	ws(a);
	const char *rhs = a->cur;
	struct arith *e = mk(a, AK_ASSIGN, o->op, NULL, assign(a));
	if (o->op == AO_DIV || o->op == AO_MOD)
		error_site(a, e, rhs);
	e->name = l->name;
	e->base = l->base;
	e->idx = l->idx;
	e->sub = l->sub;
	e->sub_len = l->sub_len;
	a->depth--;
	return e;
}

static struct arith *expr(struct ap *a)
{
	struct arith *l = assign(a);
	while (accept(a, ",", ""))
		l = mk(a, AK_COMMA, AO_NONE, l, assign(a));
	return l;
}

/* The text [a->s, a->end) as an expression (after the setjmp). */
static struct arith *parse_body(struct ap *a)
{
	ws(a);
	if (a->cur == a->end) /* $(( )) is 0 */
		return mk(a, AK_NUM, AO_NONE, NULL, NULL);
	struct arith *e = expr(a);
	ws(a);
	if (a->cur < a->end) {
		char c = *a->cur;
		if (name_char(c) || c == '(' || c == ')' || c == ':')
			ap_fail(a, "syntax error in expression", a->cur);
		ap_fail(a, "syntax error: invalid arithmetic operator", a->cur);
	}
	return e;
}

/* The subscript [s, end) of a reference in UP's text, parsed in place;
 * NULL when it does not parse (evaluation reports that, as bash does at
 * the time it evaluates the subscript). */
static struct arith *parse_sub(struct ap *up, const char *s, const char *end)
{
	if (rt_stack_exhausted())
		ap_fail(up, "expression nesting too deep", NULL);
	struct ap a = { 0 };
	a.arena = up->arena;
	a.subscript = true;
	a.root = up->root;
	a.match = up->match;
	a.too_deep = up->too_deep;
	a.too_deep_end = up->too_deep_end;
	a.shared = true;
	while (s < end && (*s == ' ' || *s == '\t' || *s == '\n'))
		s++;
	a.s = a.cur = s;
	a.end = end;
	const char *err;
	a.err = &err;
	if (setjmp(a.jb))
		return NULL;
	return parse_body(&a);
}

static struct arith *parse(struct arena *arena, const char *text, size_t len,
			   const char **err)
{
	struct ap a = { 0 };
	a.arena = arena;
	while (len && (*text == ' ' || *text == '\t' || *text == '\n')) {
		text++;
		len--;
	}
	/* the tree's error sites point into this copy */
	a.s = a.cur = a.root = arena_strndup(arena, text, len);
	a.end = a.s + len;
	a.err = err;
	*err = NULL;
	match_brackets(&a);
	if (setjmp(a.jb))
		return NULL;
	return parse_body(&a);
}

struct arith *arith_parse(struct arena *arena, const char *text, size_t len,
			  const char **err)
{
	return parse(arena, text, len, err);
}
