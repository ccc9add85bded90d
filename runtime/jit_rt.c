/*
 * jit_rt.c - the runtime side of the ABI in rt.h: the functions of
 * RT_JIT_CALLS and their descriptors, rt_jit_calls[], made from the same
 * table.  Each function is a thin wrapper over the routine the interpreter
 * itself uses (echo's output is echo.c's bi_echo_line, break's rule
 * control.c's rt_loop_control); none of them holds a private copy of shell
 * semantics.
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "builtins/builtins.h"
#include "callstack.h"
#include "exec.h"
#include "jit/jit.h"
#include "procsub.h"
#include "rt.h"
#include "arith.h"
#include "assign.h"
#include "builtins/table.h"
#include "error.h"
#include "expand.h"
#include "mb.h"
#include "options.h"
#include "pattern.h"
#include "trap.h"
#include "var.h"

int64_t rt_jit_interp(struct shell *sh, const struct node *n, int64_t how,
		      struct rt_jit_bail *bail)
{
	bool cond = how & RT_INTERP_COND;
	if (how & RT_INTERP_BAILOUT)
		sh->jit.bailouts++;
	if (bail && ++bail->n == RT_JIT_DEMOTE_AT) {
		++*bail->pending;
		if (bail->counter)
			*bail->counter = bail->at;
	}
	if (cond)
		sh->errexit_off++;
	rt_eval_node(sh, n, 0);
	if (cond)
		sh->errexit_off--;
	return sh->status;
}

/* The consequence of an arithmetic error in MODE (message printed) at
 * node A (or NULL): inside a subscript, that of rt_var_subscript. */
static void arith_failed(struct shell *sh, int64_t mode, const struct arith *a)
{
	if (a && a->in_subscript && mode != RT_AM_PROBE)
		rt_var_subscript_failed(sh);
	else if (mode == RT_AM_HARD)
		rt_error(sh, RT_E_ARITH, 2);
	else if (sh->skip == SKIP_NONE) /* else the error was fatal anyway */
		sh->jit.aerr = 1;
}

/* Node A evaluated by the interpreter's FN, as MODE says. */
static int64_t arith_slow(struct shell *sh, struct arith *a, int64_t mode,
			  int (*fn)(struct shell *, struct arith *, int64_t *))
{
	int64_t v = 0;
	const char *who = sh->arith_who;
	if (a->in_subscript) /* (( )) names itself, but not here */
		sh->arith_who = NULL;
	else if (mode == RT_AM_SOFT)
		sh->arith_who = "((";
	int r = fn(sh, a, &v);
	sh->arith_who = who;
	if (r < 0) {
		arith_failed(sh, mode, a);
		return 0;
	}
	return v;
}

int64_t rt_jit_arith_var(struct shell *sh, struct arith *a, int64_t mode)
{
	return arith_slow(sh, a, mode, rt_arith_var);
}

int64_t rt_jit_arith_elem(struct shell *sh, struct arith *a, int64_t mode)
{
	return arith_slow(sh, a, mode, rt_arith_elem);
}

void rt_jit_arith_store(struct shell *sh, struct var *v, int64_t val,
			int64_t mode)
{
	if (rt_var_assign_int(sh, v, val) < 0)
		arith_failed(sh, mode, NULL);
}

int64_t rt_jit_asrc(struct shell *sh, const struct arith_src *src, int64_t dflt)
{
	int64_t v = 0;
	if (rt_arith_src_eval(sh, src, dflt, &v) < 0) {
		/* an expansion error that set sh->skip leaves by that path */
		sh->jit.aerr = sh->skip == SKIP_NONE;
		return 0;
	}
	return v;
}

int64_t rt_jit_clause(struct shell *sh, const struct arith_src *src,
		      int64_t dflt)
{
	int64_t v = 0;
	if (rt_arith_clause_eval(sh, src, dflt, &v) < 0) {
		sh->jit.aerr = sh->skip == SKIP_NONE;
		return 0;
	}
	return v;
}

int64_t rt_jit_aget(struct shell *sh, struct rt_jit_aref *r, int64_t idx)
{
	int64_t v = 0;
	if (rt_var_elem_int(r->base, idx, &v))
		return v;
	if (r->mode == RT_AM_PROBE) {
		sh->jit.aerr = 1;
		return 0;
	}
	return rt_jit_arith_var(sh, r->a, r->mode);
}

void rt_jit_aset(struct shell *sh, struct rt_jit_aref *r, int64_t idx,
		 int64_t val)
{
	if (rt_var_elem_set_int(sh, r->base, idx, val))
		return;
	if (r->mode == RT_AM_PROBE) {
		sh->jit.aerr = 1;
		return;
	}
	if (rt_arith_elem_store(sh, r->a, idx, val) < 0)
		arith_failed(sh, r->mode, NULL);
}

void rt_jit_assign_int(struct shell *sh, struct var *v, int64_t val)
{
	if (rt_var_assign_int(sh, v, val) < 0 && !rt_assign_ignored(v))
		rt_error(sh, RT_E_ASSIGN, 1);
}

void rt_jit_arith_error(struct shell *sh, struct rt_jit_aref *site)
{
	if (site->mode != RT_AM_PROBE) {
		/* soft errors are those of (( )) and for ((;;)) */
		const char *who = sh->arith_who;
		if (site->mode == RT_AM_SOFT)
			sh->arith_who = "((";
		rt_arith_tmpl_error(sh, site->tmpl, site->a);
		sh->arith_who = who;
	}
	arith_failed(sh, site->mode, site->a);
}

int64_t rt_jit_pow(struct shell *sh, int64_t a, int64_t b,
		   struct rt_jit_aref *site)
{
	int err = 0;
	int64_t r = rt_arith_binop(AO_POW, a, b, &err);
	if (err) {
		rt_jit_arith_error(sh, site);
		return 0;
	}
	return r;
}

void rt_jit_poll(struct shell *sh)
{
	if (rt_pending_signal)
		rt_trap_run_pending(sh);
}

int64_t rt_jit_loop_skip(struct shell *sh)
{
	if (sh->skip != SKIP_BREAK && sh->skip != SKIP_CONTINUE)
		return 0;
	/* the interpreter's own rule, so both tiers count levels alike */
	if (rt_loop_skip(sh))
		return sh->skip == SKIP_NONE ? 1 : 0;
	return 2;
}

int64_t rt_jit_loop_cond_skip(struct shell *sh, int64_t until, int64_t status)
{
	return rt_loop_cond_skip(sh, until != 0, (int)status);
}

int64_t rt_jit_loop_ctl(struct shell *sh, int64_t kind, int64_t n,
			int64_t until_cond)
{
	sh->status = rt_loop_control(sh, (enum skip)kind, n);
	if (until_cond)
		rt_loop_cond_skip(sh, true, 0);
	return rt_jit_loop_skip(sh);
}

struct for_iter {
	/* dropped at the end, unless block or borrowed */
	struct rt_params words;
	size_t next;
	struct var *cell; /* the loop variable's (stable) cell, on first use */
	/* with either, words.v alone is the loop's (freed at the end) */
	char *block;   /* the words point into it, freed at the end */
	bool borrowed; /* the words are the loop's literals in the tree */
};

static bool for_split_fast(struct shell *sh, const struct node *n,
			   struct for_iter *it);

bool rt_jit_for_resume(struct shell *sh, const struct node *n,
		       struct rt_params *words, size_t next, int status)
{
	struct for_iter *it = xcalloc(1, sizeof *it);
	it->words = *words;
	it->next = next;
	sh->jit.for_iter = it;
	sh->jit.for_node = n;
	bool ran = jit_backedge(sh, n, status);
	if (sh->jit.for_iter) {
		/* not hot yet, or no region: the words go back (a region
		 * always takes them first thing, so ran is false here) */
		sh->jit.for_iter = NULL;
		free(it);
		return false;
	}
	*words = (struct rt_params){ 0 }; /* the region's, and dropped by it */
	return ran;
}

/* `for d in -1:0 0:1 ...`: words that expand to their own text
 * (rt_word_literal) are the loop's words as they stand in the tree, which
 * outlives the loop, rather than a copy of each per entry. */
static bool for_literal_words(const struct node *n, struct for_iter *it)
{
	for (int i = 0; i < n->for_.nwords; i++)
		if (!rt_word_literal(n->for_.words[i]))
			return false;
	struct strvec words = { 0 };
	for (int i = 0; i < n->for_.nwords; i++)
		VEC_PUSH(words, (char *)rt_word_literal(n->for_.words[i]));
	it->words = (struct rt_params){ words.v, words.n, NULL };
	it->borrowed = true;
	return true;
}

char *rt_jit_for_begin(struct shell *sh, const struct node *n)
{
	if (sh->jit.for_iter && sh->jit.for_node == n) {
		/* a loop entered in mid-run continues with its own words */
		char *h = sh->jit.for_iter;
		sh->jit.for_iter = NULL;
		return h;
	}
	if (!rt_for_var_ok(sh, n))
		return NULL;
	struct for_iter *it = xcalloc(1, sizeof *it);
	if (n->for_.has_in)
		sh->lineno =
			n->lineno; /* as rt_for_words: $LINENO may be a word */
	if (!(n->for_.has_in &&
	      (for_literal_words(n, it) || for_split_fast(sh, n, it))) &&
	    rt_for_words(sh, n, &it->words) < 0) {
		free(it);
		return NULL;
	}
	return (char *)it;
}

int64_t rt_jit_for_next(struct shell *sh, char *handle, const struct node *n)
{
	struct for_iter *it = (struct for_iter *)handle;
	if (!it) /* begin failed (its error is reported): the loop's 1 */
		return -1;
	/* a DEBUG trap set while the loop runs: before each word, as in
	 * eval_for; a word it skips (extdebug) is not assigned */
	while (it->next < it->words.n && rt_for_head_hooks(sh) &&
	       rt_for_debug(sh, n)) {
		if (sh->skip != SKIP_NONE)
			return 0;
		it->next++;
	}
	if (it->next >= it->words.n)
		return 0;
	if (rt_var_loop_assign(sh, &it->cell, n->for_.var,
			       it->words.v[it->next++]) < 0) {
		rt_error(sh, RT_E_LOOPVAR, 1);
		return -1;
	}
	return 1;
}

void rt_jit_for_end(char *handle)
{
	struct for_iter *it = (struct for_iter *)handle;
	if (!it)
		return;
	if (it->block || it->borrowed) {
		free(it->words.v);
		free(it->block);
	} else {
		rt_params_drop(&it->words);
	}
	free(it);
}

/* The subject of `case $name in` copied into BUF (CAP bytes) without the
 * general expander: a plain parameter is neither split nor globbed there,
 * so its value is the subject.  (A copy, because a pattern such as
 * ${name=x} may assign the variable.)  NULL when the general expansion
 * is needed (other words, set -u, a long value).  *len is its length. */
static const char *case_param_subject(struct shell *sh, const struct node *n,
				      char *buf, size_t cap, size_t *len)
{
	const struct wpart *p = n->case_.subject->parts;
	if (p && !p->next && p->kind == WP_DQUOTE)
		p = p->sub;
	if (!p || p->next || p->kind != WP_PARAM || !rt_param_plain(p) ||
	    (sh->opts & OPT_NOUNSET))
		return NULL;
	const char *val;
	if (!rt_param_fast_value(sh, p, &sh->jit.tmp, &val, len) || *len >= cap)
		return NULL;
	return memcpy(buf, val, *len + 1);
}

int64_t rt_jit_case(struct shell *sh, const struct node *n)
{
	char *owned = NULL, buf[128];
	size_t len;
	sh->lineno = n->lineno; /* before the subject: it may be $LINENO */
	rt_xtrace_head(sh, n);
	if (rt_trap_debug_maybe(sh, n))
		return -1; /* skipped (extdebug): as if nothing matched */
	const char *subject = case_param_subject(sh, n, buf, sizeof buf, &len);
	if (!subject) {
		if (rt_case_subject(sh, n, &owned) < 0)
			return -1;
		subject = owned;
		len = strlen(owned);
	}
	int64_t idx = 0, found = -1;
	for (const struct case_item *it = n->case_.items; it;
	     it = it->next, idx++) {
		int m = rt_case_item_match(sh, it, subject, len, &sh->jit.line);
		if (m) {
			found = m > 0 ? idx : -2;
			break;
		}
	}
	if (found == -1)
		sh->status = 0; /* no pattern matched: nothing else sets $? */
	free(owned);
	return found;
}

/* Expands the words of simple command N as eval_simple would (fast path
 * first; a declaration utility's assignment operands as assignments and
 * its compound ones noted in COMPOUND), onto the shell's stack (EXP_STK:
 * the caller releases its mark and frees argv->v only).  Returns 1 with
 * argv filled, 0 when the command must go to the evaluator instead (its
 * name expanded away), -1 after an expansion error (consequence applied,
 * $? set). */
static int command_words(struct shell *sh, const struct node *n,
			 struct strvec *argv, struct rt_compound_args *compound)
{
	sh->lineno = n->lineno;
	if (rt_expand_command(sh, n, argv, compound) < 0) {
		sh->status = rt_error(sh, RT_E_EXPAND, 2);
		return -1;
	}
	return argv->n ? 1 : 0;
}

int64_t rt_jit_builtin(struct shell *sh, const struct node *n,
		       const struct builtin *bi, int64_t cond)
{
	if (rt_cmd_keyword(sh, n))
		return rt_jit_interp(sh, n, cond, NULL);
	struct strvec argv = { 0 };
	size_t mark = rt_procsub_mark(sh); /* as rt_eval_node */
	sh->cur_cmd = n;                   /* BASH_COMMAND */
	struct stk_mark words = stk_mark(&sh->stk);
	struct rt_compound_args compound = { 0 };
	int r = command_words(sh, n, &argv, &compound);
	if (r <= 0) {
		free(argv.v);
		VEC_FREE(compound);
		stk_release(&sh->stk, words);
		rt_procsub_release(sh, mark);
		return r < 0 ? sh->status : rt_jit_interp(sh, n, cond, NULL);
	}
	sh->errexit_off += (int)cond;
	rt_var_temp_begin(sh); /* as exec_regular does for every command */
	r = n->simple.assigns ? rt_assign_list(sh, n, true, NULL) : 0;
	if (r < 0) {
		rt_var_temp_end(sh);
		sh->status = rt_assign_prefix_failed(sh, r);
	} else {
		const struct rt_compound_args *outer = sh->compound_args;
		sh->compound_args =
			compound.n ? &compound : NULL; /* as eval.c */
		sh->status = rt_call_builtin(sh, bi, (int)argv.n, argv.v);
		sh->compound_args = outer;
		rt_var_temp_end(sh);
	}
	VEC_FREE(compound);
	sh->errexit_off -= (int)cond;
	rt_var_set_lastarg(sh, argv.v[argv.n - 1]); /* as eval_simple */
	rt_var_set_status1(sh, sh->status);
	free(argv.v);
	stk_release(&sh->stk, words);
	rt_procsub_release(sh, mark);
	return sh->status;
}

/* The command name is the one literal the lowering resolved to F
 * (lower_command), so only the arguments are expanded, on the shell's
 * stack: the call borrows them as its parameters (struct rt_params), and
 * they go when it returns.  A literal argument or the whole value of one
 * of the caller's $1... is not even copied (EXP_BORROW): the tree and the
 * caller's parameters stay as they are until the call returns. */
int64_t rt_jit_call(struct shell *sh, const struct node *n, struct func *f,
		    int64_t cond)
{
	if (rt_cmd_keyword(sh, n))
		return rt_jit_interp(sh, n, cond, NULL);
	sh->lineno = n->lineno;
	size_t mark = rt_procsub_mark(sh); /* as rt_eval_node */
	sh->cur_cmd = n;                   /* BASH_COMMAND */
	struct stk_mark words = stk_mark(&sh->stk);
	/* the fields go to the shell's kept vector, then their pointers to
	 * the stack for the call: no malloc in the steady state */
	struct strvec fresh = { 0 }, *ex = &fresh;
	bool kept = !sh->jit.call_busy;
	if (kept) {
		ex = &sh->jit.call_words;
		ex->n = 0;
		sh->jit.call_busy = true;
	}
	int r = rt_expand(sh, n->simple.argv + 1, n->simple.argc - 1,
			  EXP_FIELDS | EXP_STK | EXP_BORROW, ex, NULL);
	if (kept)
		sh->jit.call_busy = false;
	size_t argc = ex->n;
	char **argv = stk_alloc(&sh->stk, (argc + 1) * sizeof *argv);
	if (argc)
		memcpy(argv, ex->v, argc * sizeof *argv);
	argv[argc] = NULL;
	free(fresh.v);
	if (r < 0) {
		stk_release(&sh->stk, words);
		rt_procsub_release(sh, mark);
		return sh->status = rt_error(sh, RT_E_EXPAND, 2);
	}
	sh->errexit_off += (int)cond;
	rt_var_temp_begin(sh); /* the scope the evaluator gives every call */
	sh->status =
		rt_call_function_params(sh, f, n->simple.argv[0]->parts->lit.s,
					(struct rt_params){ argv, argc, NULL });
	rt_var_temp_end(sh);
	/* $_ as exec_regular leaves it: the last word, which is on the
	 * stack below the call's marks (or in the tree), unchanged by it */
	rt_var_set_lastarg(sh, argc ? argv[argc - 1]
				    : n->simple.argv[0]->parts->lit.s);
	rt_var_set_status1(sh, sh->status);
	sh->errexit_off -= (int)cond;
	stk_release(&sh->stk, words);
	rt_procsub_release(sh, mark);
	return sh->status;
}

/* What rt_jit_builtin does around builtin BI of N, for words ARGV that
 * need no expansion and a command without prefix assignments (no
 * temporary scope, no compound operands). */
static int64_t run_builtin_words(struct shell *sh, const struct node *n,
				 const struct builtin *bi, int64_t cond,
				 int argc, char **argv)
{
	sh->cur_cmd = n; /* BASH_COMMAND */
	sh->errexit_off += (int)cond;
	sh->status = rt_call_builtin(sh, bi, argc, argv);
	sh->errexit_off -= (int)cond;
	rt_var_set_lastarg(sh, argv[argc - 1]); /* as eval_simple */
	rt_var_set_status1(sh, sh->status);
	return sh->status;
}

int64_t rt_jit_return(struct shell *sh, const struct node *n,
		      const struct builtin *bi, int64_t cond)
{
	char *argv[3] = { NULL, NULL, NULL };
	int argc = n->simple.argc;
	for (int i = 0; i < argc && argc <= 2; i++)
		argv[i] = (char *)rt_word_literal(n->simple.argv[i]);
	if (argc > 2 || (argc == 2 && !argv[1]) || n->simple.assigns ||
	    rt_cmd_keyword(sh, n))
		return rt_jit_builtin(sh, n, bi, cond);
	sh->lineno = n->lineno;
	return run_builtin_words(sh, n, bi, cond, argc, argv);
}

/* Literals, plain parameters (also with # ## % %% and a literal pattern:
 * rt_param_strip_pattern) and double quotes around those: the parts
 * echo_expand builds.  NO_ESCAPES also refuses literals holding a
 * backslash (the lexer may keep escapes in them); echo need not, as it
 * checks its whole line for one. */
static bool simple_parts_ok(const struct wpart *p, int depth, bool no_escapes)
{
	for (; p; p = p->next) {
		bool lit = p->kind == WP_LIT || p->kind == WP_QLIT;
		bool ok = (lit && !(no_escapes &&
				    memchr(p->lit.s, '\\', p->lit.len))) ||
			  (p->kind == WP_PARAM &&
			   (rt_param_plain(p) || rt_param_fast(p))) ||
			  (p->kind == WP_DQUOTE && !depth &&
			   simple_parts_ok(p->sub, depth + 1, no_escapes));
		if (!ok)
			return false;
	}
	return true;
}

/* Whether the arguments of N are words echo_expand builds (NO_ESCAPES:
 * see simple_parts_ok), with neither prefix assignments nor redirections. */
static bool simple_words_ok(const struct node *n, bool no_escapes)
{
	if (n->simple.assigns || n->redirs)
		return false;
	for (int i = 1; i < n->simple.argc; i++) {
		const struct word *w = n->simple.argv[i];
		if ((w->flags & (W_GLOB | W_BRACE)) ||
		    !simple_parts_ok(w->parts, 0, no_escapes))
			return false;
	}
	return true;
}

bool rt_jit_echo_ok(const struct node *n)
{
	return simple_words_ok(n, false);
}

/*
 * `for x in $name`, the commonest shape of a loop over a list: the value
 * is copied once and split in place by the one splitter (rt_split_next),
 * its words pointing into that one block, instead of a string allocated
 * per word.  False, with nothing done, where the general expansion is
 * needed: other words, set -u, glob characters (unless set -f).
 */
static bool for_split_fast(struct shell *sh, const struct node *n,
			   struct for_iter *it)
{
	const struct word *w = n->for_.nwords == 1 ? n->for_.words[0] : NULL;
	const struct wpart *p = w ? w->parts : NULL;

	if (!p || p->next || p->kind != WP_PARAM || !rt_param_plain(p) ||
	    (w->flags & (W_GLOB | W_BRACE)) || (sh->opts & OPT_NOUNSET))
		return false;
	const char *val;
	size_t len, k;
	if (!rt_param_fast_value(sh, p, &sh->jit.tmp, &val, &len) ||
	    (!(sh->opts & OPT_NOGLOB) && rt_has_glob_char(val)))
		return false;
	char *b = xmalloc(len + 1);
	memcpy(b, val, len + 1);
	struct ifs_split sp;
	struct split_field f[32];
	struct strvec words = { 0 };
	rt_split_begin(sh, &sp, b, len, NULL, 0);
	/* the splitter is past the fields it handed out: end them in place */
	while ((k = rt_split_next(&sp, f, 32))) {
		for (size_t j = 0; j < k; j++) {
			b[f[j].end] = '\0';
			VEC_PUSH(words, b + f[j].start);
		}
	}
	it->words = (struct rt_params){ words.v, words.n, NULL };
#ifdef QUIRL_CHECK_FAST
	if (!rt_param_read_changes(p->param.name)) /* not $RANDOM again */
		rt_expand_check(sh, w, it->words.v, it->words.n);
#endif
	it->block = b;
	return true;
}

/* Appends the expansion of parts P (QUOTED inside "...") when it is one
 * field without further processing; false when it may not be. */
static bool echo_expand(struct shell *sh, const struct wpart *p, bool quoted,
			const char *ifs)
{
	for (; p; p = p->next) {
		const char *val = NULL;
		switch (p->kind) {
		case WP_LIT:
		case WP_QLIT:
			sb_addn(&sh->jit.line, p->lit.s, p->lit.len);
			break;
		case WP_DQUOTE:
			if (!echo_expand(sh, p->sub, true, ifs))
				return false;
			break;
		case WP_PARAM: {
			size_t n;
			if (!rt_param_fast_value(sh, p, &sh->jit.tmp, &val, &n))
				return false;
			/* unquoted: one field only if nothing splits or globs */
			if (!quoted && (!n || util_span_has(val, n, ifs) ||
					rt_span_has_glob_char(val, n)))
				return false;
			sb_addn(&sh->jit.line, val, n);
			break;
		}
		default:
			return false;
		}
	}
	return true;
}

int64_t rt_jit_echo(struct shell *sh, const struct node *n,
		    const struct builtin *bi, int64_t cond)
{
	struct strbuf *line = &sh->jit.line;
	const char *ifs = rt_ifs(sh);
	size_t first = 0, last = 0;
	if (rt_cmd_keyword(sh, n))
		return rt_jit_builtin(sh, n, bi, cond);
	sb_reset(line);
	sb_addn(line, "", 0);
	sh->lineno = n->lineno;
	for (int i = 1; i < n->simple.argc; i++) {
		if (i > 1)
			sb_addc(line, ' ');
		last = line->len;
		if (!echo_expand(sh, n->simple.argv[i]->parts, false, ifs))
			return rt_jit_builtin(sh, n, bi, cond);
		if (i == 1)
			first = line->len;
	}
	/* $_ as eval_simple leaves it: the last word, each word being one
	 * field here */
	rt_var_set_lastarg(sh,
			   n->simple.argc > 1 ? sb_str(line) + last : bi->name);
	int status = bi_echo_line(sh, line, first);
	if (status < 0)
		return rt_jit_builtin(sh, n, bi, cond);
	rt_var_set_status1(sh, status);
	return sh->status = status;
}

/* test and [ take at most this many words natively (rt_jit_test). */
enum { JIT_TEST_WORDS = 8 };

bool rt_jit_test_ok(const struct node *n)
{
	return n->simple.argc <= JIT_TEST_WORDS && simple_words_ok(n, true);
}

/* The plain parameter that word parts P are in double quotes, or NULL. */
static const struct wpart *quoted_param(const struct wpart *p)
{
	p = p && !p->next && p->kind == WP_DQUOTE ? p->sub : NULL;
	return p && !p->next && p->kind == WP_PARAM && rt_param_plain(p) ? p
									 : NULL;
}

/* The words of N expanded as rt_jit_echo does, each one field ended by a
 * NUL in sh->jit.line, and the builtin run on them: the words the general
 * expansion would give, without their copies on the stack.  A literal is
 * passed as it is, and so is the value of the first "$name". */
int64_t rt_jit_test(struct shell *sh, const struct node *n,
		    const struct builtin *bi, int64_t cond)
{
	struct strbuf *line = &sh->jit.line, *own = NULL;
	const char *ifs = NULL;
	size_t off[JIT_TEST_WORDS];
	char *argv[JIT_TEST_WORDS + 1];
	int argc = n->simple.argc;
	if (rt_cmd_keyword(sh, n))
		return rt_jit_builtin(sh, n, bi, cond);
	sb_reset(line);
	sh->lineno = n->lineno;
	for (int i = 0; i < argc; i++) {
		const struct wpart *p = n->simple.argv[i]->parts, *q;
		const char *v;
		size_t vn;
		argv[i] = NULL;
		if (p && !p->next &&
		    (p->kind == WP_LIT || p->kind == WP_QLIT) &&
		    !p->lit.s[p->lit.len]) {
			argv[i] = (char *)p->lit.s; /* no backslash: itself */
			continue;
		}
		if (!own && (q = quoted_param(p))) {
			own = rt_scratch_get(sh); /* its value's own buffer */
			if (!rt_param_fast_value(sh, q, own, &v, &vn))
				goto general;
			argv[i] = (char *)v; /* ends there (PO_PLAIN) */
			continue;
		}
		off[i] = line->len;
		if (!ifs)
			ifs = rt_ifs(sh);
		if (!echo_expand(sh, p, false, ifs))
			goto general;
		sb_addc(line, '\0');
	}
	for (int i = 0; i < argc; i++)
		if (!argv[i])
			argv[i] = line->buf + off[i];
	argv[argc] = NULL;
	run_builtin_words(sh, n, bi, cond, argc, argv);
	if (own)
		rt_scratch_put(sh, own);
	return sh->status;
general:
	if (own)
		rt_scratch_put(sh, own);
	return rt_jit_builtin(sh, n, bi, cond);
}

bool rt_jit_assign_ok(const struct node *n)
{
	if (n->kind != N_SIMPLE || n->simple.argc || n->redirs ||
	    !n->simple.assigns)
		return false;
	for (const struct assign *a = n->simple.assigns; a; a = a->next) {
		if (a->index || a->append || a->compound ||
		    !rt_valid_name(a->name))
			return false;
		if (a->value && ((a->value->flags & W_BRACE) ||
				 !simple_parts_ok(a->value->parts, 0, true)))
			return false;
	}
	return true;
}

/* The target cells rt_jit_assign and rt_jit_substr leave to the
 * interpreter's general assignment. */
#define JIT_ASSIGN_GENERAL                                                     \
	(VF_READONLY | VF_SPECIAL | VF_ELEM | VF_INTEGER | VF_LOWER | VF_UPPER)

/* Whether parts P (literals, parameters, "...") read a reference, also
 * in the pattern of a strip (rt_param_fast). */
static bool parts_have_ref(struct shell *sh, const struct wpart *p)
{
	for (; p; p = p->next)
		if ((p->kind == WP_DQUOTE && parts_have_ref(sh, p->sub)) ||
		    (p->kind == WP_PARAM &&
		     (rt_param_part_is_ref(sh, p) ||
		      (p->param.op != PO_PLAIN && p->param.arg &&
		       parts_have_ref(sh, p->param.arg->parts)))))
			return true;
	return false;
}

/* v="$v..." or v=$v...: a value that starts with the target's own plain
 * $v.  Sets *IN and *AFTER to the parts after that $v inside the quotes
 * and after them (the text to append); false for other values. */
static bool self_append_parts(const struct assign *a, const struct wpart **in,
			      const struct wpart **after)
{
	const struct wpart *p = a->value ? a->value->parts : NULL;
	const struct wpart *q = p && p->kind == WP_DQUOTE ? p->sub : p;
	if (!q || q->kind != WP_PARAM || !rt_param_plain(q) ||
	    strcmp(q->param.name, a->name) != 0)
		return false;
	*in = q->next;
	*after = p == q ? NULL : p->next;
	return true;
}

int64_t rt_jit_assign(struct shell *sh, const struct node *n)
{
	const unsigned general = JIT_ASSIGN_GENERAL;
	struct assign *a;

	/* echo_expand declines on a reference, or an unset name under set
	 * -u: of several assignments, none may decline after the first is
	 * done, so they are checked first; one alone declines in time */
	bool several = n->simple.assigns->next != NULL;
	if (several && (sh->opts & OPT_NOUNSET))
		return -1;
	for (a = n->simple.assigns; a; a = a->next) {
		if (!a->rt_cell)
			a->rt_cell = rt_var_cell_own(sh, a->name);
		if ((a->rt_cell->flags & general) ||
		    (several && a->value &&
		     parts_have_ref(sh, a->value->parts)))
			return -1;
	}
	sh->lineno = n->lineno;
	for (a = n->simple.assigns; a; a = a->next) {
		const struct wpart *in, *after;
		sb_reset(&sh->jit.line);
		sb_addn(&sh->jit.line, "", 0);
		/* v="$v...": the rest appended to v's buffer, v not copied
		 * (the rest has no side effects: echo_expand's parts) */
		if (self_append_parts(a, &in, &after) &&
		    rt_var_append_ok(sh, a->rt_cell)) {
			if (!echo_expand(sh, in, true, "") ||
			    !echo_expand(sh, after, true, ""))
				return -1;
			rt_var_append_str(sh, a->rt_cell, sb_str(&sh->jit.line),
					  sh->jit.line.len);
			continue;
		}
		/* an assignment neither splits nor globs: as inside "..." */
		if (a->value && !echo_expand(sh, a->value->parts, true, ""))
			return -1;
		rt_var_assign(sh, a->rt_cell, sb_str(&sh->jit.line));
	}
	sh->lastarg = ""; /* as eval.c's assignment-only command */
	rt_var_set_status1(sh, 0);
	return sh->status = 0;
}

/* Whether expanding parts P may start a process: a command or process
 * substitution anywhere in them. */
static bool parts_fork(const struct wpart *p);

static bool word_forks(const struct word *w)
{
	return w && parts_fork(w->parts);
}

static bool parts_fork(const struct wpart *p)
{
	for (; p; p = p->next) {
		switch (p->kind) {
		case WP_CMDSUB:
		case WP_PROCSUB:
		case WP_COMPOUND:
			return true;
		case WP_DQUOTE:
			if (parts_fork(p->sub))
				return true;
			break;
		case WP_PARAM:
			if (word_forks(p->param.arg) ||
			    word_forks(p->param.arg2) ||
			    word_forks(p->param.index))
				return true;
			break;
		case WP_ARITH:
			if (!p->arith.expr && parts_fork(p->arith.text))
				return true;
			break;
		default:
			break;
		}
	}
	return false;
}

bool rt_jit_assign_cmd_ok(const struct node *n)
{
	if (n->kind != N_SIMPLE || n->simple.argc || n->redirs ||
	    !n->simple.assigns)
		return false;
	for (const struct assign *a = n->simple.assigns; a; a = a->next) {
		if (word_forks(a->value) || word_forks(a->index))
			return false;
		for (int i = 0; i < a->nelems; i++)
			if (word_forks(a->elems[i]) ||
			    (a->keys && word_forks(a->keys[i])))
				return false;
	}
	return true;
}

int64_t rt_jit_assign_cmd(struct shell *sh, const struct node *n)
{
	return rt_eval_assign_cmd(sh, n);
}

static bool cond_forks(const struct cond *c)
{
	return c && (word_forks(c->l) || word_forks(c->r) || cond_forks(c->a) ||
		     cond_forks(c->b));
}

bool rt_jit_cond_ok(const struct node *n)
{
	return n->kind == N_COND && !n->redirs && n->cond.expr &&
	       !cond_forks(n->cond.expr);
}

int64_t rt_jit_cond(struct shell *sh, const struct node *n)
{
	return rt_eval_cond(sh, n);
}

const struct wpart *rt_jit_substr_part(const struct node *n)
{
	const struct assign *a =
		n->kind == N_SIMPLE && !n->simple.argc && !n->redirs
			? n->simple.assigns
			: NULL;
	if (!a || a->next || a->index || a->append || a->compound ||
	    !a->value || (a->value->flags & W_BRACE) || !rt_valid_name(a->name))
		return NULL;
	const struct wpart *p = a->value->parts;
	if (p && !p->next && p->kind == WP_DQUOTE)
		p = p->sub;
	if (!p || p->next || p->kind != WP_PARAM || p->param.op != PO_SUBSTR ||
	    p->param.index || p->param.indirect ||
	    !rt_valid_name(p->param.name) ||
	    rt_param_read_changes(p->param.name))
		return NULL;
	return p;
}

int64_t rt_jit_substr(struct shell *sh, const struct node *n, int64_t off,
		      int64_t len)
{
	struct assign *a = n->simple.assigns;
	/* the part rt_jit_substr_part accepted when N was compiled */
	const struct wpart *p = a->value->parts;
	if (p->kind == WP_DQUOTE)
		p = p->sub;
	assert(p == rt_jit_substr_part(n));
	const char *val;
	size_t cs, ce, s, e;

	if (!a->rt_cell)
		a->rt_cell = rt_var_cell_own(sh, a->name);
	if (a->rt_cell->flags &
	    (JIT_ASSIGN_GENERAL | VF_NAMEREF | VF_ARRAY | VF_ASSOC))
		return -1;
	if (rt_param_part_is_ref(sh, p))
		return -1;
	sb_reset(&sh->jit.tmp);
	if (!rt_param_part_value(sh, p, &sh->jit.tmp, &val))
		val = NULL;
	/* an array or a reference: the interpreter's lookup */
	if (!p->param.rt_cell ||
	    (p->param.rt_cell->flags & (VF_ARRAY | VF_ASSOC | VF_NAMEREF)))
		return -1;
	val = val ? val : "";
	size_t nb = strlen(val), chars = mb_count(val, nb);
	if (rt_substr_span(chars, off, p->param.arg2 != NULL, len, &cs, &ce) <
	    0)
		return -1; /* the interpreter reports it */
	rt_substr_bytes(val, nb, chars, cs, ce, &s, &e);
	sh->lineno = n->lineno;
	sb_reset(&sh->jit.line);
	sb_addn(&sh->jit.line, val + s, e - s);
	rt_var_assign(sh, a->rt_cell, sb_str(&sh->jit.line));
	sh->lastarg = ""; /* as eval.c's assignment-only command */
	rt_var_set_status1(sh, 0);
	return sh->status = 0;
}

const char *rt_jit_intern(struct shell *sh, const char *s)
{
	return rt_cs_intern(sh, s); /* the shell's one string pool */
}

int64_t rt_jit_param_int(struct shell *sh, const char *name)
{
	struct strbuf tmp;
	sb_init(&tmp);
	const char *val = NULL;
	int64_t v;
	if (!rt_param_value(sh, name, &tmp, &val) || !val ||
	    !rt_canonical_int(val, &v) || v < 0)
		v = -1;
	sb_free(&tmp);
	return v;
}

int64_t rt_jit_tmpl_read(struct shell *sh, const struct arith_tmpl *t)
{
	return rt_arith_tmpl_read(sh, t);
}

int64_t rt_jit_int_only(struct shell *sh, struct var *v)
{
	(void)sh;
	return rt_var_int_only(v);
}

/* Tier-1 code of a for loop leaving for tier 2 at a back-edge (jit.c):
 * its iterator goes to the new code's rt_jit_for_begin, as in
 * rt_jit_for_resume. */
void rt_jit_for_handover(struct shell *sh, char *handle, const struct node *n)
{
	sh->jit.for_iter = handle;
	sh->jit.for_node = n;
}

#define RT_JIT_DESC(name, ret, ...)                                            \
	[RT_CALL_##name] = { #name,                                            \
			     (const void *)name,                               \
			     RT_K_##ret,                                       \
			     RT_JIT_NARGS(__VA_ARGS__),                        \
			     { RT_JIT_MAP(RT_JIT_KIND, __VA_ARGS__) } },
const struct rt_jit_call rt_jit_calls[RT_CALL__COUNT] = { RT_JIT_CALLS(
	RT_JIT_DESC) };
