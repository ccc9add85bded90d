/*
 * arith.c - evaluation of arithmetic expression trees (struct arith from
 * frontend/arith_parse.c) over 64-bit integers.
 *
 * Semantics a reader must keep:
 *  - Two's complement with wrap-around.  + - * ** << and negation are
 *    computed in uint64_t so overflow is never undefined behaviour;
 *    INT64_MIN / -1 is INT64_MIN and INT64_MIN % -1 is 0.  Shift counts
 *    are taken modulo 64 (count & 63), which is what bash shows on x86-64,
 *    and >> of a negative value is an arithmetic shift.
 *  - rt_arith_binop is the single definition of every operator; the JIT
 *    calls it (or mirrors it behind a guard that falls back to it).  Its
 *    *err codes: 1 division/remainder by zero, 2 negative exponent.
 *  - && || ?: evaluate only the taken operands, so assignments in the
 *    other branch have no effect.  x op= e reads x before evaluating e.
 *  - A variable operand: unset or empty is 0 (an error under set -u when
 *    unset); a plain constant goes through rt_var_int, which caches the
 *    integer in the cell; any other value is parsed and evaluated as an
 *    expression of its own, at most ARITH_MAX_DEPTH levels deep.
 *  - Assignments store through rt_var_assign_int (integer only; the string
 *    is rebuilt when read), which reports readonly variables.
 *  - Nodes cache their variable cell in rt_cell, tagged with var_epoch.
 *    Cells are never freed while the shell lives, so a stale tag only
 *    costs a fresh lookup.
 *  - Every error is printed here through rt_err and returns -1.  A bad
 *    array subscript is not an error here: var.c reports it and the
 *    expression goes on with the element unset / the store dropped.
 *  - Text parsed at run time (an expression with expansions, a variable
 *    holding an expression) goes through a small cache of parse trees
 *    keyed by the text (struct arith_cache, sh->arith_cache: each text has
 *    two slots, so that two texts a loop alternates between do not keep
 *    evicting each other from one), parsing is a pure
 *    function of the text, and the trees' only state is the rt_cell
 *    cache above, so a tree may be evaluated again.  An entry is held
 *    (arena_ref) while it is evaluated, so a nested evaluation that
 *    evicts it cannot free it.
 */
#define _GNU_SOURCE /* memmem */
#include <stdlib.h>
#include <string.h>

#include "../frontend/parser.h"
#include "shell.h"
#include "arith.h"
#include "error.h"
#include "exec.h"
#include "expand.h"
#include "options.h"
#include "var.h"

#define ARITH_MAX_DEPTH 1024

static int eval(struct shell *sh, struct arith *a, int64_t *out, int depth);

static int64_t from_u64(uint64_t u)
{
	/* Modular conversion; GCC and Clang define it, and we never rely on
	 * anything else. */
	return (int64_t)u;
}

static int64_t ipow(int64_t base, int64_t exp)
{
	uint64_t r = 1, b = (uint64_t)base;
	for (uint64_t e = (uint64_t)exp; e; e >>= 1) {
		if (e & 1)
			r *= b;
		b *= b;
	}
	return from_u64(r);
}

static int64_t shr(int64_t a, unsigned n)
{
	/* Arithmetic shift without relying on implementation-defined >>. */
	return a < 0 ? ~(int64_t)(~(uint64_t)a >> n)
		     : (int64_t)((uint64_t)a >> n);
}

int64_t rt_arith_binop(enum arith_op op, int64_t a, int64_t b, int *err)
{
	uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
	switch (op) {
	case AO_ADD:
		return from_u64(ua + ub);
	case AO_SUB:
		return from_u64(ua - ub);
	case AO_MUL:
		return from_u64(ua * ub);
	case AO_DIV:
	case AO_MOD:
		if (b == 0) {
			*err = 1;
			return 0;
		}
		if (b == -1) /* avoids INT64_MIN / -1 */
			return op == AO_DIV ? from_u64(0 - ua) : 0;
		return op == AO_DIV ? a / b : a % b;
	case AO_POW:
		if (b < 0) {
			*err = 2;
			return 0;
		}
		return ipow(a, b);
	case AO_SHL:
		return from_u64(ua << (ub & 63));
	case AO_SHR:
		return shr(a, (unsigned)(ub & 63));
	case AO_LT:
		return a < b;
	case AO_LE:
		return a <= b;
	case AO_GT:
		return a > b;
	case AO_GE:
		return a >= b;
	case AO_EQ:
		return a == b;
	case AO_NE:
		return a != b;
	case AO_BAND:
		return a & b;
	case AO_BXOR:
		return a ^ b;
	case AO_BOR:
		return a | b;
	/* unary operators take their operand in a */
	case AO_NEG:
		return from_u64(0 - ua);
	case AO_POS:
		return a;
	case AO_NOT:
		return !a;
	case AO_BNOT:
		return ~a;
	case AO_NONE:
		return b;
	}
	return 0;
}

/* "[WHO: ]TEXT: MSG", bash's form of an arithmetic error. */
static void arith_msg(struct shell *sh, const char *text, const char *msg)
{
	const char *who = sh->arith_who;
	rt_err(sh, "%s%s%s: %s", who ? who : "", who ? ": " : "", text, msg);
}

static const struct arith_tmpl *tmpl_active;
static char *tmpl_text(const struct arith_tmpl *t, const char *src,
		       const char *tok, size_t *tokoff);

void rt_arith_op_error(struct shell *sh, const struct arith *a)
{
	rt_arith_tmpl_error(sh, tmpl_active, a);
}

void rt_arith_tmpl_error(struct shell *sh, const struct arith_tmpl *t,
			 const struct arith *a)
{
	const char *src = a->src ? a->src : "", *tok = a->tok ? a->tok : "";
	char *text = NULL;
	if (t && a->src) {
		/* a template's text shows the values, as expanded */
		size_t off;
		text = tmpl_text(t, src, tok, &off);
		src = text;
		tok = text + off;
	}
	struct strbuf m;
	sb_init(&m);
	sb_addf(&m, "%s (error token is \"%s\")",
		a->op == AO_POW ? "exponent less than 0" : "division by 0",
		tok);
	const char *who = sh->arith_who;
	if (a->in_subscript)
		sh->arith_who = NULL;
	arith_msg(sh, src, sb_str(&m));
	sh->arith_who = who;
	sb_free(&m);
	free(text);
}

void rt_arith_syntax_error(struct shell *sh, const char *text, const char *msg)
{
	while (*text == ' ' || *text == '\t' || *text == '\n')
		text++;
	if (msg && msg[0] == ARITH_MSG_OWN_TEXT) {
		/* subscripts nested too deep: no "((: " or "let: ", and the
		 * line is abandoned, as for any error in a subscript (bash) */
		rt_err(sh, "%s", msg + 1);
		rt_var_subscript_failed(sh);
		return;
	}
	if (msg && msg[0] == ARITH_MSG_CUT_TEXT) {
		const char *who = sh->arith_who;
		rt_err(sh, "%s%s%s", who ? who : "", who ? ": " : "", msg + 1);
		return;
	}
	arith_msg(sh, text, msg ? msg : "syntax error");
}

static bool blank_text(const char *s)
{
	for (; *s; s++)
		if (*s != ' ' && *s != '\t' && *s != '\n')
			return false;
	return true;
}

#define ARITH_CACHE_SLOTS 256 /* a power of two */
#define ARITH_CACHE_TEXT 256  /* longer texts are parsed every time */

struct arith_cache {
	struct {
		uint64_t hash;
		const char *text; /* in ar; NULL: empty slot */
		struct arena *ar;
		struct arith *tree;
	} slot[ARITH_CACHE_SLOTS];
};

struct arith *rt_arith_parse_cached(struct shell *sh, const char *text,
				    struct arena **ar, const char **msg,
				    const char **saved)
{
	size_t len = strlen(text);
	uint64_t h = 0xcbf29ce484222325u;
	__typeof__(sh->arith_cache->slot[0]) *e = NULL, *e2 = NULL;
	if (len <= ARITH_CACHE_TEXT) {
		for (size_t i = 0; i < len; i++)
			h = (h ^ (unsigned char)text[i]) * 0x100000001b3u;
		if (!sh->arith_cache)
			sh->arith_cache = xcalloc(1, sizeof *sh->arith_cache);
		e = &sh->arith_cache->slot[h & (ARITH_CACHE_SLOTS - 1)];
		e2 = &sh->arith_cache
			      ->slot[(h >> 32) & (ARITH_CACHE_SLOTS - 1)];
		for (int k = 0; k < 2; k++, e = e2) {
			if (e->text && e->hash == h && !strcmp(e->text, text)) {
				arena_ref(e->ar);
				*ar = e->ar;
				if (saved)
					*saved = e->text;
				return e->tree;
			}
		}
		/* a miss goes to the first slot, whose entry moves to the
		 * second unless that one is free */
		e = &sh->arith_cache->slot[h & (ARITH_CACHE_SLOTS - 1)];
		if (e != e2 && e->text && !e2->text) {
			e = e2;
		} else if (e != e2 && e->text) {
			arena_unref(e2->ar);
			*e2 = *e;
			e->text = NULL;
		}
	}
	*ar = arena_new();
	struct arith *t = arith_parse(*ar, text, len, msg);
	if (!t || (!e && !saved))
		return t; /* neither errors nor long texts are kept */
	const char *keep = arena_strdup(*ar, text);
	if (saved)
		*saved = keep;
	if (!e)
		return t;
	if (e->text)
		arena_unref(e->ar);
	e->hash = h;
	e->text = keep;
	e->ar = *ar;
	e->tree = t;
	arena_ref(*ar); /* the cache's reference; the caller has the first */
	return t;
}

void rt_arith_cache_free(struct shell *sh)
{
	struct arith_cache *c = sh->arith_cache;
	if (!c)
		return;
	for (size_t i = 0; i < ARITH_CACHE_SLOTS; i++) {
		if (c->slot[i].text)
			arena_unref(c->slot[i].ar);
	}
	free(c);
	sh->arith_cache = NULL;
}

/* Parses and evaluates TEXT (a variable's value, or a whole expression)
 * at recursion level DEPTH. */
static int eval_text(struct shell *sh, const char *text, int64_t *out,
		     int depth)
{
	if (blank_text(text)) {
		*out = 0;
		return 0;
	}
	/* bash counts the whole expression as the first of its levels */
	if (depth + 1 >= ARITH_MAX_DEPTH) {
		/* it names the text being evaluated, not its variable */
		struct strbuf m;
		sb_init(&m);
		sb_addf(&m,
			"expression recursion level exceeded (error token is "
			"\"%s\")",
			text);
		arith_msg(sh, text, m.buf);
		sb_free(&m);
		return -1;
	}
	struct arena *ar;
	const char *msg = "syntax error";
	struct arith *t = rt_arith_parse_cached(sh, text, &ar, &msg, NULL);
	if (!t) {
		rt_arith_syntax_error(sh, text, msg);
		arena_unref(ar);
		return -1;
	}
	int r = eval(sh, t, out, depth);
	arena_unref(ar);
	return r;
}

/* The cell of a node's variable, or of an element node's array (its
 * base); NULL when it does not exist and !create. */
static struct var *node_cell(struct shell *sh, struct arith *a, bool create)
{
	if (a->rt_cell && a->rt_epoch == sh->var_epoch)
		return a->rt_cell;
	const char *name = a->base ? a->base : a->name;
	struct var *v = create ? rt_var_cell(sh, name) : rt_var_find(sh, name);
	if (v) {
		a->rt_cell = v;
		a->rt_epoch = sh->var_epoch;
	}
	return v;
}

static int read_var(struct shell *sh, struct arith *a, struct var *v,
		    int64_t *out, int depth)
{
	if (rt_param_may_be_computed(a->name)) {
		/* RANDOM, SECONDS, LINENO...: their value, as $NAME's */
		struct strbuf tmp;
		sb_init(&tmp);
		if (rt_param_computed(sh, a->name, v, &tmp)) {
			int r = eval_text(sh, sb_str(&tmp), out, depth + 1);
			sb_free(&tmp);
			return r;
		}
		sb_free(&tmp);
	}
	if (!v && !(sh->opts & OPT_NOUNSET) && strchr(a->name, '['))
		/* an element of a missing array still evaluates its
		 * subscript (side effects, a bad negative index); the cell
		 * made for that is unset, as the name was */
		v = rt_var_cell(sh, a->name);
	if (!v || (v->flags & VF_UNSET)) {
		if (sh->opts & OPT_NOUNSET) {
			/* an expansion error, whatever the context: a script
			 * exits even from (( )), where arithmetic errors
			 * only fail the command; a missing array is named
			 * without the subscript (as bash) */
			rt_err_unset(sh, a->name, strcspn(a->name, "["));
			rt_error(sh, RT_E_EXPAND, 2);
			return -1;
		}
		*out = 0;
		return 0;
	}
	int plain = rt_var_int(sh, v, out);
	if (plain)
		return plain < 0 ? -1 : 0;
	/* Copy: evaluating the text may assign to this very variable. */
	char *text = xstrdup(rt_var_str(sh, v));
	int r = eval_text(sh, text, out, depth + 1);
	free(text);
	return r;
}

/* Element references: the array cell and the element that .idx (or, for
 * an associative array, the text .sub) designates. */
struct elem_ref {
	struct var *v;
	int64_t idx;
	char *key; /* associative arrays only: on the shell's stack above
		      mark m, which the user releases (elem_ref_done) */
	struct stk_mark m;
};

/* Evaluates A's subscript once (rt_var_subscript: an error abandons the
 * line); with CREATE an unset name gets a cell.  -1 on error. */
static int elem_ref(struct shell *sh, struct arith *a, bool create,
		    struct elem_ref *r)
{
	r->key = NULL;
	r->idx = 0;
	r->v = node_cell(sh, a, create);
	if (r->v && (r->v->flags & VF_ASSOC)) {
		r->m = stk_mark(&sh->stk);
		r->key = stk_strndup(&sh->stk, a->sub, a->sub_len);
		return 0;
	}
	if (a->idx)
		return rt_var_subscript(sh, a->idx, NULL, &r->idx);
	/* a subscript that did not parse: parsed again for its message */
	char *text = xstrndup(a->sub, a->sub_len);
	int rc = rt_var_subscript(sh, NULL, text, &r->idx);
	free(text);
	return rc;
}

static void elem_ref_done(struct shell *sh, struct elem_ref *r)
{
	if (r->key)
		stk_release(&sh->stk, r->m);
}

/* The value of element R for arithmetic: its text evaluated. */
static int elem_value(struct shell *sh, struct elem_ref *r, int64_t *out,
		      int depth)
{
	const char *s = r->v ? rt_var_elem_get(sh, r->v, r->idx, r->key) : NULL;
	if (!s || rt_canonical_int(s, out)) {
		if (!s)
			*out = 0;
		return 0;
	}
	/* Copy: evaluating the text may assign to this very element. */
	char *text = xstrdup(s);
	int rc = eval_text(sh, text, out, depth + 1);
	free(text);
	return rc;
}

static int read_elem(struct shell *sh, struct arith *a, int64_t *out, int depth)
{
	bool nounset = sh->opts & OPT_NOUNSET;
	if (nounset && !rt_var_find(sh, a->base)) {
		/* an expansion error, whatever the context (read_var) */
		rt_err_unset(sh, a->base, strlen(a->base));
		rt_error(sh, RT_E_EXPAND, 2);
		return -1;
	}
	/* an element of a missing array still evaluates its subscript (side
	 * effects, a bad negative index); the cell made for that is unset,
	 * as the name was */
	struct elem_ref r;
	if (elem_ref(sh, a, true, &r) < 0)
		return -1;
	int rc = elem_value(sh, &r, out, depth);
	elem_ref_done(sh, &r);
	return rc;
}

/* The value assignment node A stores, OLD being the current one (++, --,
 * = or OP=); -1 after an error, reported. */
static int assigned_value(struct shell *sh, struct arith *a, int64_t old,
			  int64_t *val, int depth)
{
	switch (a->kind) {
	case AK_PREINC:
	case AK_POSTINC:
		*val = from_u64((uint64_t)old + 1);
		return 0;
	case AK_PREDEC:
	case AK_POSTDEC:
		*val = from_u64((uint64_t)old - 1);
		return 0;
	default:
		break;
	}
	int64_t rhs;
	int err = 0;
	if (eval(sh, a->b, &rhs, depth) < 0)
		return -1;
	*val = a->op == AO_NONE ? rhs : rt_arith_binop(a->op, old, rhs, &err);
	if (err) {
		rt_arith_op_error(sh, a);
		return -1;
	}
	return 0;
}

/* a[sub] = ..., a[sub] op= ..., ++a[sub] ...: the subscript evaluated
 * once, before the right-hand side of a compound assignment and after
 * that of a plain one (bash). */
static int assign_elem(struct shell *sh, struct arith *a, int64_t *out,
		       int depth)
{
	struct elem_ref r = { 0 };
	int64_t old = 0, val;
	bool compound = a->kind != AK_ASSIGN || a->op != AO_NONE;
	int rc = -1;
	if (compound && (elem_ref(sh, a, true, &r) < 0 ||
			 elem_value(sh, &r, &old, depth) < 0))
		goto out;
	if (assigned_value(sh, a, old, &val, depth) < 0)
		goto out;
	if (!compound && elem_ref(sh, a, true, &r) < 0)
		goto out;
	if (rt_var_elem_set_arith(sh, r.v, r.idx, r.key, val) < 0)
		goto out;
	*out = (a->kind == AK_POSTINC || a->kind == AK_POSTDEC) ? old : val;
	rc = 0;
out:
	elem_ref_done(sh, &r);
	return rc;
}

int rt_arith_elem_store(struct shell *sh, struct arith *a, int64_t idx,
			int64_t val)
{
	struct var *v = rt_var_cell(sh, a->base);
	struct stk_mark m = stk_mark(&sh->stk);
	char *key = v->flags & VF_ASSOC
			    ? stk_strndup(&sh->stk, a->sub, a->sub_len)
			    : NULL;
	int rc = rt_var_elem_set_arith(sh, v, idx, key, val);
	stk_release(&sh->stk, m);
	return rc;
}

int rt_arith_var(struct shell *sh, struct arith *a, int64_t *out)
{
	if (a->base)
		return read_elem(sh, a, out, 0);
	return read_var(sh, a, node_cell(sh, a, false), out, 0);
}

int rt_arith_elem(struct shell *sh, struct arith *a, int64_t *out)
{
	return eval(sh, a, out, 0);
}

static int eval_assign(struct shell *sh, struct arith *a, int64_t *out,
		       int depth)
{
	if (a->base)
		return assign_elem(sh, a, out, depth);
	struct var *v = node_cell(sh, a, true);
	int64_t old = 0, val;
	if (a->kind != AK_ASSIGN || a->op != AO_NONE) {
		if (read_var(sh, a, v, &old, depth) < 0)
			return -1;
	}
	if (assigned_value(sh, a, old, &val, depth) < 0)
		return -1;
	/* The rhs may have changed the epoch: look the cell up again. */
	v = node_cell(sh, a, true);
	if (rt_var_assign_int(sh, v, val) < 0)
		return -1;
	*out = (a->kind == AK_POSTINC || a->kind == AK_POSTDEC) ? old : val;
	return 0;
}

static bool is_chain(const struct arith *a)
{
	return a->kind == AK_BINARY || a->kind == AK_LAND ||
	       a->kind == AK_LOR || a->kind == AK_COMMA;
}

/* Applies the chain operator OP to the value X of its left operand. */
static int chain_step(struct shell *sh, struct arith *op, int64_t *x, int depth)
{
	int64_t y;
	int err = 0;
	switch (op->kind) {
	case AK_LAND:
	case AK_LOR:
		if ((*x != 0) == (op->kind == AK_LOR)) {
			*x = *x != 0;
			return 0;
		}
		if (eval(sh, op->b, &y, depth) < 0)
			return -1;
		*x = y != 0;
		return 0;
	case AK_COMMA:
		return eval(sh, op->b, x, depth);
	default:
		if (eval(sh, op->b, &y, depth) < 0)
			return -1;
		*x = rt_arith_binop(op->op, *x, y, &err);
		if (err) {
			rt_arith_op_error(sh, op);
			return -1;
		}
		return 0;
	}
}

/* A binary operator and the operators on its left operand's left spine,
 * as the parser builds a left-associative chain (1+1+...+1 from data may
 * have 300k of them): the leftmost operand first, then each operator with
 * its right operand, iteratively, so that the C stack does not grow with
 * the chain's length.  A lone operator (n - 1) skips the spine. */
static int eval_chain(struct shell *sh, struct arith *a, int64_t *out,
		      int depth)
{
	if (!is_chain(a->a)) {
		if (eval(sh, a->a, out, depth) < 0)
			return -1;
		return chain_step(sh, a, out, depth);
	}
	struct arith *small[32], **spine = small;
	size_t n = 0, cap = 32;
	int rc = -1;
	for (struct arith *p = a; is_chain(p); p = p->a) {
		if (n == cap) {
			cap *= 2;
			if (spine == small) {
				spine = xmalloc(cap * sizeof *spine);
				memcpy(spine, small, sizeof small);
			} else {
				spine = xrealloc(spine, cap * sizeof *spine);
			}
		}
		spine[n++] = p;
	}
	int64_t x;
	if (eval(sh, spine[n - 1]->a, &x, depth) < 0)
		goto done;
	while (n--)
		if (chain_step(sh, spine[n], &x, depth) < 0)
			goto done;
	*out = x;
	rc = 0;
done:
	if (spine != small)
		free(spine);
	return rc;
}

static int eval(struct shell *sh, struct arith *a, int64_t *out, int depth)
{
	int64_t x;
	int err = 0;
	if (rt_stack_exhausted()) {
		/* rt_eval_node's words and consequence */
		rt_err(sh, "maximum nesting level exceeded");
		rt_error(sh, RT_E_NESTING, 2);
		return -1;
	}
	switch (a->kind) {
	case AK_NUM:
	case AK_SLOT:
		*out = a->num;
		return 0;
	case AK_VAR:
		if (a->base)
			return read_elem(sh, a, out, depth);
		return read_var(sh, a, node_cell(sh, a, false), out, depth);
	case AK_UNARY:
		if (eval(sh, a->a, &x, depth) < 0)
			return -1;
		*out = rt_arith_binop(a->op, x, 0, &err);
		return 0;
	case AK_BINARY:
	case AK_LAND:
	case AK_LOR:
	case AK_COMMA:
		return eval_chain(sh, a, out, depth);
	case AK_COND:
		if (eval(sh, a->a, &x, depth) < 0)
			return -1;
		return eval(sh, x ? a->b : a->c, out, depth);
	case AK_ASSIGN:
	case AK_PREINC:
	case AK_PREDEC:
	case AK_POSTINC:
	case AK_POSTDEC:
		return eval_assign(sh, a, out, depth);
	}
	return 0;
}

int rt_arith_eval(struct shell *sh, struct arith *expr, int64_t *out)
{
	if (!expr) {
		*out = 0;
		return 0;
	}
	return eval(sh, expr, out, 0);
}

int rt_arith_eval_text(struct shell *sh, const char *text, int64_t *out)
{
	return eval_text(sh, text, out, 0);
}

/* ------------------------------------------------- arithmetic templates */

/*
 * `$((r + $1))` has a new text whenever $1 changes, so the text-keyed
 * cache above misses on every call of a function.  Yet when the value is
 * a canonical decimal and nothing can glue onto it (no letter, digit,
 * '_', '#' or '.' on either side, and no '-' right before a negative
 * one, which would make "--"), substituting the text means exactly
 * reading that number (unary minus binds tighter than any binary
 * operator, `**` included).  A parameter stripped by # ## % %% with a
 * literal pattern (${d%:*}) qualifies as a plain one does, and so do the
 * lengths ${#s} and ${#a[@]} of a set name, and $#.  So the text is
 * parsed once with a placeholder name per parameter; the placeholders
 * become number nodes
 * ("slots") whose value is stored before each evaluation.  A text whose
 * placeholder would be anything but a plain read ($1=2, $1++, a[$1])
 * has no template.  Values are all read before the tree is evaluated,
 * as the expansion would; $RANDOM and $SRANDOM, whose reads change
 * them, are never part of a template.  Compiled code uses the same
 * templates (lower.c's dyn_arith and the operands of (( )) and
 * for ((;;)), asrc_value), its guard reading the values through
 * rt_arith_tmpl_read.
 */
#define TMPL_PREFIX "__quirl_t"

static bool tmpl_glue(char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
	       (c >= 'A' && c <= 'Z') || c == '_' || c == '#' || c == '.';
}

static bool tmpl_param_ok(const struct wpart *q)
{
	/* $#, the number of positional parameters, is such a decimal too */
	bool count = q->param.op == PO_PLAIN && !q->param.index &&
		     !q->param.indirect && !strcmp(q->param.name, "#");
	return (count || rt_param_plain(q) || rt_param_strip_pattern(q) ||
		rt_param_length_form(q)) &&
	       !rt_param_read_changes(q->param.name);
}

/* Turns placeholder reads into slots; false when one is anything else
 * (in a subscript too: SUB). */
static bool tmpl_slots(struct arith_tmpl *t, struct arith *a, int depth,
		       bool sub)
{
	if (!a)
		return true;
	if (depth > ARITH_MAX_DEPTH)
		return false;
	if (a->base && !a->idx)
		return false; /* a subscript that did not parse */
	if (a->name && strstr(a->name, TMPL_PREFIX)) {
		if (a->kind != AK_VAR || a->idx || a->base || sub)
			return false;
		int i = atoi(a->name + strlen(TMPL_PREFIX));
		if (i < 0 || i >= t->n || t->slot[i])
			return false;
		a->kind = AK_SLOT;
		a->name = NULL;
		t->slot[i] = a;
		return true;
	}
	return tmpl_slots(t, a->a, depth + 1, sub) &&
	       tmpl_slots(t, a->b, depth + 1, sub) &&
	       tmpl_slots(t, a->c, depth + 1, sub) &&
	       tmpl_slots(t, a->idx, depth + 1, true);
}

static struct arith_tmpl *tmpl_build(const struct wpart *text)
{
	struct arith_tmpl *t = xcalloc(1, sizeof *t);
	struct strbuf sb;
	sb_init(&sb);
	sb_addn(&sb, "", 0);
	bool ok = true, after = false;
	for (const struct wpart *q = text; q && ok; q = q->next) {
		if (q->kind == WP_LIT || q->kind == WP_QLIT) {
			if (after && q->lit.len && tmpl_glue(q->lit.s[0]))
				ok = false;
			sb_addn(&sb, q->lit.s, q->lit.len);
			after = false;
		} else if (q->kind == WP_PARAM && t->n < ARITH_TMPL_MAX &&
			   tmpl_param_ok(q) &&
			   !(sb.len && tmpl_glue(sb.buf[sb.len - 1]))) {
			t->param[t->n] = q;
			t->neg_ok[t->n] =
				!(sb.len && sb.buf[sb.len - 1] == '-');
			sb_addf(&sb, " %s%d ", TMPL_PREFIX, t->n++);
			after = true;
		} else {
			ok = false;
		}
	}
	/* the user's own text must not look like a placeholder */
	for (const struct wpart *q = text; q && ok; q = q->next)
		if ((q->kind == WP_LIT || q->kind == WP_QLIT) &&
		    memmem(q->lit.s, q->lit.len, TMPL_PREFIX,
			   strlen(TMPL_PREFIX)))
			ok = false;
	if (ok && t->n) {
		const char *err = NULL;
		t->arena = arena_new();
		t->expr = arith_parse(t->arena, sb.buf, sb.len, &err);
		if (!t->expr || !tmpl_slots(t, t->expr, 0, false))
			t->expr = NULL;
		for (int i = 0; i < t->n && t->expr; i++)
			if (!t->slot[i])
				t->expr = NULL;
	}
	sb_free(&sb);
	return t;
}

static void tmpl_release(void *p)
{
	struct arith_tmpl **cache = p;
	arena_unref((*cache)->arena);
	free(*cache);
	*cache = NULL;
}

const struct arith_tmpl *rt_arith_tmpl(struct shell *sh,
				       const struct wpart *text,
				       struct arith_tmpl **cache)
{
	if (!*cache) {
		/* the cache goes with the code's arena, as arith_cached's */
		if (!sh->cur_arena)
			return NULL;
		*cache = tmpl_build(text);
		arena_add_cleanup(sh->cur_arena, tmpl_release, cache);
	}
	return (*cache)->expr ? *cache : NULL;
}

/* SRC with each " __quirl_tK " placeholder of T (tmpl_build's spaces
 * around it included; the parser dropped a leading one) replaced by its
 * slot's value; *TOKOFF is where TOK (within SRC) lands in the result. */
static char *tmpl_text(const struct arith_tmpl *t, const char *src,
		       const char *tok, size_t *tokoff)
{
	struct strbuf sb;
	sb_init(&sb);
	size_t pl = strlen(TMPL_PREFIX);
	*tokoff = 0;
	for (const char *p = src;;) {
		if (p == tok)
			*tokoff = sb.len;
		if (!*p)
			break;
		char *end;
		if (!strncmp(p, TMPL_PREFIX, pl)) {
			long k = strtol(p + pl, &end, 10);
			if (k >= 0 && k < t->n) {
				if (p > src && p[-1] == ' ' && sb.len)
					sb.len--; /* the builder's space */
				if (tok >= p - 1 && tok <= end)
					*tokoff = sb.len;
				sb_addf(&sb, "%lld",
					(long long)t->slot[k]->num);
				p = *end == ' ' ? end + 1 : end;
				continue;
			}
		}
		sb_addc(&sb, *p++);
	}
	return sb_detach(&sb);
}

/* The number parameter part P expands to, if its value is a canonical
 * decimal; a reference is left to the expansion. */
static bool tmpl_value(struct shell *sh, const struct wpart *p, int64_t *out)
{
	const char *val;
	size_t n;
	char buf[24];
	struct strbuf tmp;
	bool ok = false;
	if (p->param.op == PO_LENGTH)
		return rt_param_length(sh, p, out);
	if (p->param.op != PO_PLAIN && rt_param_part_is_ref(sh, p))
		return false;
	sb_init(&tmp);
	if (!rt_param_part_value(sh, p, &tmp, &val)) {
		/* unset: the expansion decides (set -u, "" in arithmetic) */
	} else if (p->param.op == PO_PLAIN) {
		ok = rt_canonical_int(val, out);
	} else {
		rt_param_strip(p->param.op, rt_param_strip_pattern(p), val,
			       &val, &n);
		if (n < sizeof buf) {
			memcpy(buf, val, n);
			buf[n] = 0;
			ok = rt_canonical_int(buf, out);
		}
	}
	sb_free(&tmp);
	return ok;
}

bool rt_arith_tmpl_read(struct shell *sh, const struct arith_tmpl *t)
{
	for (int i = 0; i < t->n; i++) {
		int64_t v;
		if (!tmpl_value(sh, t->param[i], &v) ||
		    (v < 0 && !t->neg_ok[i]))
			return false;
		t->slot[i]->num = v;
	}
	return true;
}

int rt_arith_tmpl_eval(struct shell *sh, const struct wpart *text,
		       struct arith_tmpl **cache, int64_t *out)
{
	const struct arith_tmpl *t = rt_arith_tmpl(sh, text, cache);
	if (!t || !rt_arith_tmpl_read(sh, t))
		return 0;
	const struct arith_tmpl *outer = tmpl_active;
	tmpl_active = t;
	int r = eval(sh, t->expr, out, 0);
	tmpl_active = outer;
	return r < 0 ? -1 : 1;
}
