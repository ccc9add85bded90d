/*
 * ext_eval.c - the interpreter for the bash/ksh extension nodes: the
 * arithmetic command (( )), the arithmetic for loop, [[ ]], select,
 * coproc and the time prefix.
 *
 * Design and invariants:
 *  - eval.c dispatches these node kinds here and rt_eval_node applies
 *    their redirections, so nothing here touches n->redirs.
 *  - Like every walker, each function stores the status in sh->status,
 *    honours sh->skip and applies errexit the way eval.c does: (( )) and
 *    [[ ]] count as commands whose failure triggers set -e.
 *  - Arithmetic operands parsed at parse time (struct arith_src .expr) are
 *    evaluated directly; dynamic ones are expanded (once, also under
 *    set -x) and parsed per run.
 *  - set -x output follows bash: (( )) and each for (( )) part show their
 *    source text (.src) after expansion, [[ ]] one line per primary
 *    evaluated.  Compiled for (( )) headers do not trace, so under set -x
 *    eval_arithfor keeps its loop in the interpreter.
 *  - An arithmetic error in (( )) or for (( )) makes the command fail with
 *    status 1 (bash); it does not exit the shell.
 *  - [[ ]] operands are expanded without field splitting or pathname
 *    expansion; the right side of == and != is a pattern in which quoted
 *    characters match literally, and the right side of =~ an ERE with the
 *    same rule.  Captures go to the array BASH_REMATCH.
 *  - select reads each answer with the read builtin (no operands: the
 *    line goes to REPLY as read leaves it); its menu is bash's layout on
 *    fd 2.  A coprocess is an asynchronous job whose standard input and
 *    output are pipes; the shell keeps one record of it (sh->coproc) and
 *    forgets it, unsetting NAME and NAME_PID, once it has been reaped.
 *  - time measures with getrusage: the shell's and its children's times
 *    around the pipeline, printed per TIMEFORMAT on the shell's fd 2.
 */
#include <ctype.h>
#include <errno.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <unistd.h>

#include "builtins/builtins.h"
#include "builtins/table.h"
#include "builtins/test.h"
#include "exec.h"
#include "../frontend/parser.h"
#include "jit/jit.h"
#include "arith.h"
#include "error.h"
#include "expand.h"
#include "jobs.h"
#include "options.h"
#include "output.h"
#include "pattern.h"
#include "redir.h"
#include "trap.h"
#include "var.h"

/* ----------------------------------------------------------- arithmetic */

/* An arithmetic operand as set -x and BASH_COMMAND show it: OPEN, the
 * text as written between the parentheses after its expansions
 * (`expanded`, NULL for a static one; an empty for-clause shows as 1),
 * CLOSE (bash). */
static void asrc_show(struct strbuf *sb, const struct arith_src *a,
		      const char *expanded, const char *open, const char *close)
{
	sb_adds(sb, open);
	if (expanded) {
		sb_adds(sb, expanded);
	} else if (a->expr) {
		/* static source: quoted literals only */
		for (const struct wpart *q = a->src; q; q = q->next)
			sb_addn(sb, q->lit.s, q->lit.len);
	} else {
		sb_addc(sb, '1');
	}
	sb_adds(sb, close);
}

/* Evaluates an operand (an empty one is `dflt`), tracing it first when
 * `trace`; its text is expanded once, before the trace as in bash.  A
 * CLAUSE of for (( )) runs the DEBUG trap after the trace, and is 0 when
 * the trap skips it (extdebug; bash).  -1 on error. */
static int asrc_eval(struct shell *sh, const struct arith_src *ca, int64_t dflt,
		     bool trace, bool clause, int64_t *out)
{
	struct arith_src *a = (struct arith_src *)ca; /* rt_tmpl is a cache */
	char *text = NULL; /* on the shell's stack above m */
	struct stk_mark m = stk_mark(&sh->stk);
	bool debug = clause && sh->traps[RT_TRAP_DEBUG];
	if (!a->expr && a->text) {
		/* the trace shows the expanded text: no template then */
		int t = trace || debug ? 0
				       : rt_arith_tmpl_eval(sh, a->text,
							    &a->rt_tmpl, out);
		if (t)
			return t < 0 ? -1 : 0;
		struct word w = { a->text, W_EXPAND }, *wp = &w;
		if (rt_expand(sh, &wp, 1, EXP_STK, NULL, &text) < 0) {
			/* an expansion error, unlike an arithmetic one,
			 * has the POSIX consequence (a script exits) */
			rt_error(sh, RT_E_EXPAND, 1);
			stk_release(&sh->stk, m);
			return -1;
		}
	}
	struct strbuf sb;
	if (trace) {
		sb_init(&sb);
		asrc_show(&sb, a, text, "(( ", " ))");
		rt_xtrace_text(sh, sb_str(&sb));
		sb_free(&sb);
	}
	if (debug) {
		sb_init(&sb);
		asrc_show(&sb, a, text, "((", "))");
		bool skip = rt_trap_debug(sh, NULL, sb_str(&sb));
		sb_free(&sb);
		if (skip) {
			stk_release(&sh->stk, m);
			*out = 0;
			return 0;
		}
	}
	int r = 0;
	if (a->expr)
		r = rt_arith_eval(sh, a->expr, out);
	else if (!text)
		*out = dflt;
	else /* text that expands to blanks is 0, as in bash */
		r = rt_arith_eval_text(sh, text, out);
	stk_release(&sh->stk, m);
	return r;
}

/* asrc_eval as the (( )) command: its errors name it, as in bash. */
static int asrc_eval_cmd(struct shell *sh, const struct arith_src *a,
			 int64_t dflt, bool trace, bool clause, int64_t *out)
{
	const char *who = sh->arith_who;
	sh->arith_who = "((";
	int r = asrc_eval(sh, a, dflt, trace, clause, out);
	sh->arith_who = who;
	return r;
}

/* For compiled code (rt_jit_asrc), which traces alike. */
int rt_arith_src_eval(struct shell *sh, const struct arith_src *a, int64_t dflt,
		      int64_t *out)
{
	return asrc_eval_cmd(sh, a, dflt, sh->opts & OPT_XTRACE, false, out);
}

int rt_arith_clause_eval(struct shell *sh, const struct arith_src *a,
			 int64_t dflt, int64_t *out)
{
	return asrc_eval_cmd(sh, a, dflt, sh->opts & OPT_XTRACE, true, out);
}

static int eval_arith(struct shell *sh, const struct node *n)
{
	int64_t v;
	if (asrc_eval_cmd(sh, &n->arith.e, 0, sh->opts & OPT_XTRACE, false,
			  &v) < 0)
		sh->status = 1;
	else
		sh->status = v != 0 ? 0 : 1;
	rt_errexit_check(sh);
	return sh->status;
}

static int eval_arithfor(struct shell *sh, const struct node *n)
{
	int64_t v;
	int status = 0;
	sh->lineno = n->lineno;
	if (rt_arith_clause_eval(sh, &n->arithfor.init, 0, &v) < 0)
		return sh->status = 1;
	/* a compiled loop continues from the condition, as at a back-edge;
	 * not under set -x, as a compiled loop does not trace its parts */
	bool jit = sh->jit.mode && !(sh->opts & OPT_XTRACE);
	if (jit && jit_enter_loop(sh, n))
		return sh->status;
	sh->loop_depth++;
	for (;;) {
		sh->lineno = n->lineno;
		if (rt_arith_clause_eval(sh, &n->arithfor.cond, 1, &v) < 0) {
			status = 1;
			break;
		}
		if (!v)
			break;
		rt_eval_list(sh, n->arithfor.body, 0);
		status = sh->status;
		if (rt_loop_skip(sh))
			break;
		if (rt_pending_signal)
			rt_trap_run_pending(sh);
		if (sh->skip != SKIP_NONE)
			break;
		if (rt_arith_clause_eval(sh, &n->arithfor.step, 0, &v) < 0) {
			status = 1;
			break;
		}
		if (jit && !(sh->opts & OPT_XTRACE) &&
		    jit_loop_edge(sh, n, status, NULL, 0))
			return sh->status; /* its region ran the rest */
	}
	return rt_loop_leave(sh, status);
}

/* ------------------------------------------------------------- [[ ]] */

static int cond_eval(struct shell *sh, const struct cond *c, bool neg);

/* set -x for [[ ]]: bash traces each primary it evaluates as a [[ ]] line
 * of its own, after the primary's expansions, with '!' when the primary
 * itself is negated an odd number of times (not through parentheses);
 * operands show as expanded, empty ones as ''.  c may be NULL. */
static void trace_cond(struct shell *sh, bool neg, const char *a, const char *b,
		       const char *c)
{
	const char *item[] = { a, b, c };
	struct strbuf line;
	sb_init(&line);
	sb_adds(&line, neg ? "[[ ! " : "[[ ");
	for (int i = 0; i < 3 && item[i]; i++)
		sb_addf(&line, "%s ", *item[i] ? item[i] : "''");
	sb_adds(&line, "]]");
	rt_xtrace_text(sh, sb_str(&line));
	sb_free(&line);
}

/* bash's set -x form of a quoted part of a right operand: every
 * character escaped after == != =, the ERE specials (but ] and }) after
 * =~.  In s, the part expanded for matching, '\' escapes the next byte. */
static void rhs_trace_quoted(struct strbuf *tr, const char *s, bool re)
{
	for (; *s; s++) {
		if (*s == '\\' && s[1])
			s++;
		if (!re || strchr("\\.[(){*+?|^$", *s))
			sb_addc(tr, '\\');
		sb_addc(tr, *s);
	}
}

/* Expands the right operand of == != = =~ for matching (fl: EXP_PATTERN
 * or EXP_REGEX) into *out and, when tr, its set -x form into tr.  That
 * goes a part at a time, as bash escapes the quoted parts; unquoted ones
 * show as expanded. */
static int expand_rhs(struct shell *sh, struct word *w, unsigned fl,
		      struct strbuf *tr, char **out)
{
	if (!tr)
		return rt_expand(sh, &w, 1, fl, NULL, out);
	struct strbuf pat;
	sb_init(&pat);
	for (struct wpart *q = w->parts; q; q = q->next) {
		/* the word is cut after q for the moment: nothing else runs
		 * this code meanwhile (no threads; a command substitution
		 * runs in this process only when it is echo or printf) */
		struct wpart *next = q->next;
		struct word one = { q, w->flags }, *onep = &one;
		char *part;
		q->next = NULL;
		int r = rt_expand(sh, &onep, 1, fl, NULL, &part);
		q->next = next;
		if (r < 0) {
			sb_free(&pat);
			return -1;
		}
		sb_adds(&pat, part);
		if (q->kind == WP_QLIT || q->kind == WP_DQUOTE ||
		    q->kind == WP_TILDE)
			rhs_trace_quoted(tr, part, fl & EXP_REGEX);
		else
			sb_adds(tr, part);
		free(part);
	}
	*out = sb_detach(&pat);
	return 0;
}

static int set_rematch(struct shell *sh, const char *s, regmatch_t *m,
		       size_t nm)
{
	struct var *v = rt_var_cell(sh, "BASH_REMATCH");
	if (v->flags & VF_READONLY)
		return 0;
	rt_var_unset(sh, "BASH_REMATCH");
	rt_var_make_array(sh, v, false);
	for (size_t i = 0; i < nm; i++) {
		if (m[i].rm_so < 0) {
			if (i)
				rt_var_elem_set(sh, v, (int64_t)i, NULL, "",
						false);
			continue;
		}
		struct stk_mark mk = stk_mark(&sh->stk);
		char *t = stk_strndup(&sh->stk, s + m[i].rm_so,
				      (size_t)(m[i].rm_eo - m[i].rm_so));
		rt_var_elem_set(sh, v, (int64_t)i, NULL, t, false);
		stk_release(&sh->stk, mk);
	}
	return 0;
}

/*
 * Compiled EREs of [[ =~ ]], kept by pattern text and flags: a loop that
 * matches many lines against one pattern compiles it once.  Few distinct
 * patterns are live at a time, so a small table replaced round-robin
 * does; a pattern that fails to compile is not kept.
 */
#define RX_CACHE_SLOTS 8

struct rx_cache {
	struct {
		char *text; /* NULL: empty slot */
		int flags;
		regex_t rx;
	} slot[RX_CACHE_SLOTS];
	unsigned next; /* the slot replaced next */
};

/* The compiled form of RE under FLAGS, NULL when it does not compile. */
static regex_t *rx_get(struct shell *sh, const char *re, int flags)
{
	struct rx_cache *c = sh->rx_cache;
	if (!c)
		c = sh->rx_cache = xcalloc(1, sizeof *c);
	for (unsigned i = 0; i < RX_CACHE_SLOTS; i++)
		if (c->slot[i].text && c->slot[i].flags == flags &&
		    !strcmp(c->slot[i].text, re))
			return &c->slot[i].rx;
	regex_t rx;
	if (regcomp(&rx, re, flags) != 0)
		return NULL;
	__typeof__(c->slot[0]) *e = &c->slot[c->next];
	c->next = (c->next + 1) % RX_CACHE_SLOTS;
	if (e->text) {
		free(e->text);
		regfree(&e->rx);
	}
	e->text = xstrdup(re);
	e->flags = flags;
	e->rx = rx;
	return &e->rx;
}

void rt_cond_regex_free(struct shell *sh)
{
	struct rx_cache *c = sh->rx_cache;
	if (!c)
		return;
	for (unsigned i = 0; i < RX_CACHE_SLOTS; i++) {
		if (c->slot[i].text) {
			free(c->slot[i].text);
			regfree(&c->slot[i].rx);
		}
	}
	free(c);
	sh->rx_cache = NULL;
}

static int cond_regex(struct shell *sh, const char *l, const char *re)
{
	int flags = REG_EXTENDED;
	if (sh->shopts & SHOPT_NOCASEMATCH)
		flags |= REG_ICASE;
	regex_t *rx = rx_get(sh, re, flags);
	if (!rx)
		return 2;
	size_t nm = rx->re_nsub + 1;
	regmatch_t mbuf[16], *m = nm <= 16 ? mbuf : xcalloc(nm, sizeof *m);
	int r = regexec(rx, l, nm, m, 0) == 0 ? 0 : 1;
	if (r == 0)
		set_rematch(sh, l, m, nm);
	else
		rt_var_unset(sh, "BASH_REMATCH");
	if (m != mbuf)
		free(m);
	return r;
}

/* -eq ... -ge: test's comparisons of operands evaluated as arithmetic. */
static int cond_arith(struct shell *sh, enum bi_test_cmp op, const char *l,
		      const char *r)
{
	int64_t a, b;
	/* an operand that fails to evaluate is false, as in bash: the
	 * rest of the expression goes on (message printed) */
	const char *who = sh->arith_who;
	sh->arith_who = "[[";
	bool bad = rt_arith_eval_text(sh, l, &a) < 0 ||
		   rt_arith_eval_text(sh, r, &b) < 0;
	sh->arith_who = who;
	if (bad)
		return 1;
	return bi_test_int_cmp(op, a, b) ? 0 : 1;
}

/* Whether every part of W is quoted: as a pattern, it matches only its
 * own text (all its special bytes escaped). */
static bool word_all_quoted(const struct word *w)
{
	const struct wpart *p = w ? w->parts : NULL;
	for (; p; p = p->next)
		if (p->kind != WP_QLIT && p->kind != WP_DQUOTE)
			return false;
	return w && w->parts;
}

static int cond_binary(struct shell *sh, const struct cond *c, const char *l,
		       bool neg)
{
	const char *op = c->op;
	enum bi_test_cmp cmp;
	bool pat = !strcmp(op, "==") || !strcmp(op, "=") || !strcmp(op, "!=");
	bool re = !strcmp(op, "=~");
	char *r;
	if (pat && !(sh->opts & OPT_XTRACE) &&
	    !(sh->shopts & SHOPT_NOCASEMATCH) && word_all_quoted(c->r)) {
		/* [[ $x == "$y" ]]: the escaped pattern the matcher would
		 * get matches the operand's text alone, so compare that */
		struct stk_mark mk = stk_mark(&sh->stk);
		int e = rt_expand(sh, &c->r, 1, EXP_STK, NULL, &r);
		bool m = e == 0 && !strcmp(l, r);
		stk_release(&sh->stk, mk);
		if (e < 0)
			return -1;
		return (m == (op[0] != '!')) ? 0 : 1;
	}
	unsigned fl = pat ? EXP_PATTERN | EXP_EXTGLOB : re ? EXP_REGEX : 0;
	struct strbuf tr;
	sb_init(&tr);
	bool xtrace = sh->opts & OPT_XTRACE;
	if (fl ? expand_rhs(sh, c->r, fl, xtrace ? &tr : NULL, &r) < 0
	       : rt_expand(sh, &c->r, 1, 0, NULL, &r) < 0) {
		sb_free(&tr);
		return -1;
	}
	if (xtrace)
		trace_cond(sh, neg, l, op, fl ? sb_str(&tr) : r);
	sb_free(&tr);
	int res;
	if (pat) {
		bool m = rt_pattern_matchf(
			r, l, strlen(l),
			sh->shopts & SHOPT_NOCASEMATCH ? PAT_FOLD : 0);
		res = (m == (op[0] != '!')) ? 0 : 1;
	} else if (re) {
		res = cond_regex(sh, l, r);
	} else if (!strcmp(op, "<") || !strcmp(op, ">")) {
		int d = strcmp(l, r);
		res = (op[0] == '<' ? d < 0 : d > 0) ? 0 : 1;
	} else if ((cmp = bi_test_int_op(op)) != BI_TEST_NONE) {
		res = cond_arith(sh, cmp, l, r);
	} else {
		char *argv[] = { (char *)l, (char *)op, r, NULL };
		res = bi_test_eval(sh, "[[", 3, argv);
	}
	free(r);
	return res;
}

static int cond_unary(struct shell *sh, const struct cond *c, const char *l,
		      bool neg)
{
	if (sh->opts & OPT_XTRACE)
		trace_cond(sh, neg, c->op, l, NULL);
	/* test's unary operators, -o -v -R included, are one routine */
	char *argv[] = { (char *)c->op, (char *)l, NULL };
	return bi_test_eval(sh, "[[", 2, argv);
}

/* An && or || and those on its left operand's left spine (a chain of 30k
 * terms is a left-deep tree): the leftmost term first, then each
 * operator's right term unless the value so far decides it, iteratively,
 * so that the C stack does not grow with the chain. */
static int cond_chain(struct shell *sh, const struct cond *c)
{
	const struct cond *small[32], **spine = small;
	size_t n = 0, cap = 32;
	for (const struct cond *p = c; p->kind == CK_AND || p->kind == CK_OR;
	     p = p->a) {
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
	int r = cond_eval(sh, spine[n - 1]->a, false);
	while (n-- && r >= 0 && r != 2)
		if ((r == 0) != (spine[n]->kind == CK_OR))
			r = cond_eval(sh, spine[n]->b, false);
	if (spine != small)
		free(spine);
	return r;
}

/* 0 true, 1 false, 2 error (message printed), -1 expansion error.  neg:
 * for set -x, c is negated directly by an odd number of '!'. */
static int cond_eval(struct shell *sh, const struct cond *c, bool neg)
{
	int r;
	if (rt_stack_exhausted()) {
		/* rt_eval_node's words and consequence */
		rt_err(sh, "maximum nesting level exceeded");
		rt_error(sh, RT_E_NESTING, 2);
		return 2;
	}
	switch (c->kind) {
	case CK_AND:
	case CK_OR:
		return cond_chain(sh, c);
	case CK_NOT:
		r = cond_eval(sh, c->a, !neg && !c->a->paren);
		return r == 0 ? 1 : r == 1 ? 0 : r;
	default:
		break;
	}
	char *l; /* on the shell's stack: no malloc per test */
	struct stk_mark m = stk_mark(&sh->stk);
	if (rt_expand(sh, &c->l, 1, EXP_STK, NULL, &l) < 0) {
		stk_release(&sh->stk, m);
		return -1;
	}
	if (c->kind == CK_WORD) {
		if (sh->opts & OPT_XTRACE)
			trace_cond(sh, neg, "-n", l, NULL);
		r = *l ? 0 : 1;
	} else if (c->kind == CK_UNARY) {
		r = cond_unary(sh, c, l, neg);
	} else {
		r = cond_binary(sh, c, l, neg);
	}
	stk_release(&sh->stk, m);
	return r;
}

static int eval_cond(struct shell *sh, const struct node *n)
{
	int r = cond_eval(sh, n->cond.expr, false);
	if (r < 0)
		return sh->status = rt_error(sh, RT_E_EXPAND, 1);
	sh->status = r;
	rt_errexit_check(sh);
	return sh->status;
}

int rt_eval_cond(struct shell *sh, const struct node *n)
{
	sh->lineno = n->lineno;
	sh->cur_cmd = n;
	eval_cond(sh, n);
	rt_var_set_status1(sh, sh->status); /* a command, not $_'s (bash) */
	return sh->status;
}

/* ------------------------------------------------------------ select */

static int digits(size_t n)
{
	int d = 1;
	while (n >= 10) {
		n /= 10;
		d++;
	}
	return d;
}

/* Spaces and tabs (stops every 8 columns) from column FROM to TO. */
static void select_pad(struct shell *sh, int from, int to)
{
	while (to / 8 > from / 8) {
		rt_outf(sh, 2, "\t");
		from += 8 - from % 8;
	}
	for (; from < to; from++)
		rt_outf(sh, 2, " ");
}

/* The numbered menu, in columns filled top to bottom: each column as
 * wide as the widest "N) word" plus two, as many as fit in COLUMNS (80
 * when unset or not a positive number), or one column when all would fit
 * in one row; numbers are right-aligned but for the first of several
 * columns, as bash prints them. */
static void select_menu(struct shell *sh, const struct rt_params *w)
{
	size_t maxlen = 0;
	for (size_t i = 0; i < w->n; i++)
		if (strlen(w->v[i]) > maxlen)
			maxlen = strlen(w->v[i]);
	int nd = digits(w->n);
	int width = (int)maxlen + nd + 4;
	const char *cv = rt_var_get(sh, "COLUMNS");
	long cols = cv ? strtol(cv, NULL, 10) : 0;
	if (cols <= 0)
		cols = 80;
	long ncol = cols / width;
	if (ncol < 1 || (size_t)ncol >= w->n)
		ncol = 1; /* all in one row: one column instead (bash) */
	size_t rows = (w->n + (size_t)ncol - 1) / (size_t)ncol;
	for (size_t r = 0; r < rows; r++) {
		int pos = 0;
		for (size_t i = r, c = 0; i < w->n; i += rows, c++) {
			if (ncol == 1) {
				select_pad(sh, 0, nd - digits(i + 1));
			} else if (c) {
				int at = (int)c * width + nd - digits(i + 1);
				select_pad(sh, pos, at);
				pos = at;
			}
			rt_outf(sh, 2, "%zu) %s", i + 1, w->v[i]);
			pos += digits(i + 1) + 2 + (int)strlen(w->v[i]);
		}
		rt_outf(sh, 2, "\n");
	}
}

/* The item an answer picks: its number, with blanks around it, from 1 to
 * N; else NULL. */
static const char *select_pick(const char *reply, const struct rt_params *w)
{
	while (*reply == ' ' || *reply == '\t')
		reply++;
	if (!isdigit((unsigned char)*reply))
		return NULL;
	char *end;
	errno = 0;
	unsigned long k = strtoul(reply, &end, 10);
	while (*end == ' ' || *end == '\t')
		end++;
	if (*end || errno || k < 1 || k > w->n)
		return NULL;
	return w->v[k - 1];
}

static int eval_select(struct shell *sh, const struct node *n)
{
	rt_xtrace_head(sh, n);
	if (rt_trap_debug_maybe(sh, n))
		return sh->status; /* skipped (extdebug) */
	struct rt_params words = { 0 };
	if (rt_for_words(sh, n, &words) < 0)
		return sh->status;
	int status = 0;
	const struct builtin *rd = rt_builtin_find("read");
	char *rargv[] = { "read", NULL };
	bool menu = true;
	struct var *cell = NULL; /* as for's: looked up once per loop */
	sh->loop_depth++;
	while (words.n) {
		if (menu)
			select_menu(sh, &words);
		menu = false;
		const char *ps3 = rt_var_get(sh, "PS3");
		rt_outf(sh, 2, "%s", ps3 ? ps3 : "#? ");
		rt_out_flush(sh, 2);
		if (rt_call_builtin(sh, rd, 1, rargv) != 0) {
			rt_outf(sh, 1, "\n"); /* bash ends the menu's line */
			status = 1;
			break;
		}
		const char *reply = rt_var_get(sh, "REPLY");
		if (!reply || !*reply) {
			menu = true;
			continue;
		}
		const char *pick = select_pick(reply, &words);
		if (rt_var_loop_assign(sh, &cell, n->for_.var,
				       pick ? pick : "") < 0) {
			status = rt_error(sh, RT_E_LOOPVAR, 1);
			break;
		}
		rt_eval_list(sh, n->for_.body, 0);
		status = sh->status;
		if (rt_loop_skip(sh))
			break;
	}
	rt_params_drop(&words);
	return rt_loop_leave(sh, status);
}

/* ------------------------------------------------------------ coproc */

static void coproc_close(struct shell *sh)
{
	for (int i = 0; sh->coproc.pid && i < 2; i++) {
		if (sh->coproc.fd[i] >= 0)
			close(sh->coproc.fd[i]);
		sh->coproc.fd[i] = -1;
	}
}

void rt_coproc_reaped(struct shell *sh, pid_t pid)
{
	if (!sh->coproc.pid || pid != sh->coproc.pid)
		return;
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "%s_PID", sh->coproc.name);
	rt_var_unset(sh, sb.buf);
	rt_var_unset(sh, sh->coproc.name);
	sb_free(&sb);
	coproc_close(sh);
	free(sh->coproc.name);
	sh->coproc.name = NULL;
	sh->coproc.pid = 0;
}

void rt_coproc_fd_closed(struct shell *sh, int fd)
{
	for (int i = 0; sh->coproc.pid && i < 2; i++)
		if (sh->coproc.fd[i] == fd)
			sh->coproc.fd[i] = -1;
}

void rt_coproc_child(struct shell *sh)
{
	coproc_close(sh);
}

bool rt_coproc_fd(const struct shell *sh, int fd)
{
	return sh->coproc.pid && fd >= 0 &&
	       (sh->coproc.fd[0] == fd || sh->coproc.fd[1] == fd);
}

static int eval_coproc(struct shell *sh, const struct node *n)
{
	const char *name = n->coproc.name ? n->coproc.name : "COPROC";
	if (!rt_valid_name(name)) { /* bash: no errexit, no ERR trap */
		rt_err(sh, "`%s': not a valid identifier", name);
		return sh->status = 1;
	}
	if (sh->coproc.pid && rt_job_running(sh, sh->coproc.pid))
		rt_err(sh,
		       "warning: execute_coproc: coproc [%ld:%s] still "
		       "exists",
		       (long)sh->coproc.pid, sh->coproc.name);
	int in[2] = { -1, -1 }, out[2];
	if (rt_pipe(out) < 0 || rt_pipe(in) < 0) {
		rt_err(sh, "pipe: %s", strerror(errno));
		if (in[0] < 0) {
			close(out[0]);
			close(out[1]);
		}
		return sh->status = 1;
	}
	/* all four ends go to the top descriptors in turn, as bash moves
	 * them, so the two the shell keeps are the numbers bash gives:
	 * 63 and 60 for the first coprocess */
	int *ends[4] = { &out[0], &out[1], &in[0], &in[1] };
	for (int i = 0; i < 4; i++)
		*ends[i] = rt_fd_move_top(*ends[i], 64, true);
	if (out[0] < 0 || out[1] < 0 || in[0] < 0 || in[1] < 0) {
		rt_err(sh, "pipe: %s", strerror(errno));
		for (int i = 0; i < 4; i++)
			if (*ends[i] >= 0)
				close(*ends[i]);
		return sh->status = 1;
	}
	rt_out_flush_all(sh);
	struct job *j = rt_job_new(sh, n, true);
	sh->fork_job = j;
	pid_t pid = rt_fork(sh);
	sh->fork_job = NULL;
	if (pid < 0) {
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		return sh->status = 1;
	}
	if (pid == 0) {
		dup2(in[0], 0);
		dup2(out[1], 1);
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		rt_coproc_child(sh);    /* the previous coprocess's ends */
		sh->cmdstr_top = false; /* a subshell environment (bash) */
		rt_eval_node(sh, n->coproc.body, EV_EXIT);
		rt_child_exit(sh, rt_final_status(sh));
	}
	close(in[0]);
	close(out[1]);
	/* a previous coprocess stays a job, but is no longer the one */
	free(sh->coproc.name);
	sh->coproc.name = xstrdup(name);
	sh->coproc.pid = pid;
	sh->coproc.fd[0] = out[0];
	sh->coproc.fd[1] = in[1];
	sh->last_bg = pid;
	rt_var_unset(sh, name);
	struct var *v = rt_var_cell(sh, name);
	char num[32];
	rt_var_make_array(sh, v, false);
	for (int i = 0; i < 2; i++) {
		snprintf(num, sizeof num, "%d", sh->coproc.fd[i]);
		rt_var_elem_set(sh, v, i, NULL, num, false);
	}
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "%s_PID", name);
	snprintf(num, sizeof num, "%ld", (long)pid);
	rt_var_set(sh, sb.buf, num, 0);
	sb_free(&sb);
	return sh->status = 0;
}

/* ------------------------------------------------------------ time */

static int64_t tv_us(struct timeval tv)
{
	return (int64_t)tv.tv_sec * 1000000 + tv.tv_usec;
}

static void cpu_us(int64_t *user, int64_t *sys)
{
	struct rusage self, kids;
	getrusage(RUSAGE_SELF, &self);
	getrusage(RUSAGE_CHILDREN, &kids);
	*user = tv_us(self.ru_utime) + tv_us(kids.ru_utime);
	*sys = tv_us(self.ru_stime) + tv_us(kids.ru_stime);
}

static int64_t wall_us(void)
{
	struct timeval tv;
	gettimeofday(&tv, NULL);
	return tv_us(tv);
}

/* US microseconds with PREC (0-3) decimals, as seconds or (LONG) as
 * minutes and seconds: 1.250 or 0m1.250s. */
static void time_value(struct strbuf *o, int64_t us, int prec, bool lng)
{
	if (us < 0)
		us = 0;
	int64_t sec = us / 1000000, frac = us % 1000000;
	for (int i = prec; i < 6; i++)
		frac /= 10;
	if (lng) {
		sb_addf(o, "%lldm", (long long)(sec / 60));
		sec %= 60;
	}
	sb_addf(o, "%lld", (long long)sec);
	if (prec)
		sb_addf(o, ".%0*lld", prec, (long long)frac);
	if (lng)
		sb_addc(o, 's');
}

/* Expands a TIMEFORMAT; false (message printed) on a bad character. */
static bool time_format(struct shell *sh, const char *f, struct strbuf *o,
			int64_t real, int64_t user, int64_t sys)
{
	for (; *f; f++) {
		if (*f != '%' || !f[1]) {
			sb_addc(o, *f);
			continue;
		}
		f++;
		if (*f == '%') {
			sb_addc(o, '%');
			continue;
		}
		if (*f == 'P') {
			int64_t pct =
				real > 0 ? (user + sys) * 10000 / real : 0;
			sb_addf(o, "%lld.%02lld", (long long)(pct / 100),
				(long long)(pct % 100));
			continue;
		}
		int prec = 3;
		bool lng = false;
		if (isdigit((unsigned char)*f)) {
			prec = *f - '0' > 3 ? 3 : *f - '0';
			f++;
		}
		if (*f == 'l') {
			lng = true;
			f++;
		}
		int64_t v = *f == 'R' ? real : *f == 'U' ? user : sys;
		if (*f != 'R' && *f != 'U' && *f != 'S') {
			rt_err(sh, "TIMEFORMAT: `%c': invalid format character",
			       *f ? *f : ' ');
			return false;
		}
		time_value(o, v, prec, lng);
	}
	return true;
}

static int eval_time(struct shell *sh, const struct node *n)
{
	int64_t u0, s0, r0 = wall_us();
	cpu_us(&u0, &s0);
	int status = sh->status;
	if (n->time.body) {
		status = rt_eval_node(sh, n->time.body, 0);
	} else {
		r0 = sh->start_us; /* the shell's own times */
		u0 = s0 = 0;
	}
	int64_t u1, s1, r1 = wall_us();
	cpu_us(&u1, &s1);
	const char *f = n->time.posix ? "real %2R\nuser %2U\nsys %2S"
				      : rt_var_get(sh, "TIMEFORMAT");
	if (!f)
		f = "\nreal\t%3lR\nuser\t%3lU\nsys\t%3lS";
	/* return, and exit inside a function of the main shell process,
	 * leave before the report (bash); break, continue and other exits
	 * do not */
	if (sh->skip == SKIP_RETURN ||
	    (sh->skip == SKIP_EXIT && sh->func_depth > 0 && !sh->in_subshell))
		f = NULL;
	if (f && *f) {
		struct strbuf o;
		sb_init(&o);
		if (time_format(sh, f, &o, r1 - r0, u1 - u0, s1 - s0)) {
			sb_addc(&o, '\n');
			rt_outf(sh, 2, "%s", o.buf);
		}
		sb_free(&o);
	}
	return sh->status = status;
}

int rt_eval_ext(struct shell *sh, const struct node *n, unsigned flags)
{
	(void)flags;
	sh->lineno = n->lineno;
	if (n->kind == N_TIME)
		return eval_time(sh, n);
	if (n->kind != N_ARITHFOR && n->kind != N_SELECT) {
		sh->cur_cmd = n;
		if (rt_trap_debug_maybe(sh, n))
			return sh->status; /* skipped (extdebug) */
	}
	switch (n->kind) {
	case N_ARITH:
		eval_arith(sh, n);
		break;
	case N_ARITHFOR:
		return eval_arithfor(sh, n);
	case N_COND:
		eval_cond(sh, n);
		break;
	case N_SELECT:
		return eval_select(sh, n);
	case N_COPROC:
		return eval_coproc(sh, n);
	default:
		return sh->status;
	}
	rt_var_set_status1(sh, sh->status); /* a command, not $_'s (bash) */
	return sh->status;
}
