/*
 * jit.c - see jit.h.
 *
 * Invariants:
 *  - A region runs only through region_run, which counts the entry; the
 *    region itself keeps every variable in its cell, so entering or leaving
 *    a region needs no state transfer.
 *  - Compilation happens lazily; a script that never gets hot never
 *    creates a libtcc state.
 *  - JIT_FAILED marks nodes that must not be tried again (compilation
 *    failed, or the node cannot be a region).
 *  - Two tiers.  A region is compiled first without the register passes
 *    (tier 1), its code counting every loop back-edge in r->count (and
 *    region_run counting entries).  At QUIRL_JIT_TIER2 it is recompiled
 *    with lower_stats.dual, qir_pass_promote and qir_optimize_global
 *    (tier 2), at one of two exact points: entering the region, or the
 *    back-edge of a loop region's root loop, where the tier-1 code leaves
 *    with an odd result (see lower_stats.counter) in the state of the
 *    interpreter's jit_backedge call, and region_run enters the tier-2
 *    code as jit_backedge would.  The new code replaces the old in the
 *    same struct jit_region (node->jit and the arena cleanup stay); the
 *    old code is freed once no run of it is on the C stack (r->active:
 *    a region can re-enter itself through a function call).  A failed
 *    tier-2 compile leaves tier 1 in place with a count that never again
 *    reaches the threshold.
 */
#define _GNU_SOURCE
#include "jit/jit.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ir/lower.h"
#include "jit/backend.h"
#include "runtime/output.h"
#include "runtime/rt.h"
#include "runtime/trap.h"

#define JIT_FAILED ((void *)1)
#define DEFAULT_THRESHOLD 100
#define DEFAULT_TIER2 100000 /* see docs/jit.md, "Two tiers" */
/* A region whose lowered code is larger stays interpreted: compile time
 * and memory grow with the code (a 2000-arm case lowers to 126k
 * instructions, a 200-arm one to 13k; see docs/jit.md). */
#define JIT_MAX_INSNS 100000

typedef long long (*region_fn)(struct shell *sh, long long init_status);

/* What a region's statements did (lower_prof) and, for
 * QUIRL_JIT_LOG=summary, what it cost; with the summary sh->jit.profs
 * keeps it until exit, as the region itself may be freed before. */
struct jit_prof {
	const char *kind;
	int line;
	int compiles;
	unsigned long long ns; /* compile time, all tiers */
	unsigned long entries;
	struct lower_prof lp; /* statement counts */
};

struct jit_region {
	struct jit_prof *prof;
	struct jit_code *code;
	struct arena *data; /* data the code refers to (lower_stats.arena) */
	region_fn fn;
	struct node *node;
	const struct node *root; /* what was lowered, for the recompile */
	enum lower_kind kind;
	int tier;
	int active;    /* runs of this region on the C stack */
	int64_t count; /* tier 1: back-edges and entries so far */
	/* tier-1 code replaced while it ran, freed when active drops to 0 */
	struct jit_code *old_code;
	struct arena *old_data;
};

void jit_init(struct shell *sh)
{
	struct jit_state *j = &sh->jit;
	const char *m = getenv("QUIRL_JIT");
	j->mode = JIT_ON;
	if (m && (!strcmp(m, "off") || !strcmp(m, "0")))
		j->mode = JIT_OFF;
	else if (m && !strcmp(m, "always"))
		j->mode = JIT_ALWAYS;
	const char *t = getenv("QUIRL_JIT_THRESHOLD");
	j->threshold =
		t && *t ? (unsigned)strtoul(t, NULL, 10) : DEFAULT_THRESHOLD;
	const char *l = getenv("QUIRL_JIT_LOG");
	j->summary = l && !strcmp(l, "summary") && j->mode != JIT_OFF;
	j->log = l && *l && strcmp(l, "0") && !j->summary;
	j->summary_pid = j->summary ? (int)getpid() : 0;
	const char *d = getenv("QUIRL_JIT_DUMP");
	j->dump = d && !strcmp(d, "qir") ? 'q' : d && !strcmp(d, "c") ? 'c' : 0;
	const char *pr = getenv("QUIRL_JIT_PROMOTE");
	j->promote = pr && !strcmp(pr, "1");
	const char *t2 = getenv("QUIRL_JIT_TIER2");
	unsigned long long t2v =
		t2 && *t2 ? strtoull(t2, NULL, 10) : DEFAULT_TIER2;
	j->tier2 = t2v > INT64_MAX ? INT64_MAX : (long long)t2v;
	const char *b = getenv("QUIRL_JIT_BACKEND");
	j->backend = b && !strcmp(b, "tcc")      ? JIT_BACKEND_TCC
		     : b && !strcmp(b, "native") ? JIT_BACKEND_NATIVE
						 : JIT_BACKEND_AUTO;
}

static void summary_print(struct shell *sh);
static void prof_free(struct jit_prof *p);

void jit_free(struct shell *sh)
{
	if (sh->jit.summary && sh->jit.summary_pid == (int)getpid())
		summary_print(sh);
	for (size_t i = 0; i < sh->jit.profs.n; i++)
		prof_free(sh->jit.profs.v[i]);
	VEC_FREE(sh->jit.profs);
	sh->jit.summary = false;
	sb_free(&sh->jit.line);
	sb_free(&sh->jit.tmp);
	free(sh->jit.call_words.v);
	sh->jit.mode = JIT_OFF;
}

static unsigned long long now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (unsigned long long)ts.tv_sec * 1000000000ull +
	       (unsigned long long)ts.tv_nsec;
}

static void prof_free(struct jit_prof *p)
{
	lower_prof_free(&p->lp);
	free(p);
}

static void region_free(void *p)
{
	struct jit_region *r = p;
	if (!r->prof->lp.count_runs) /* else sh->jit.profs owns it */
		prof_free(r->prof);
	r->node->jit = NULL;
	jit_code_free(r->code);
	arena_unref(r->data);
	jit_code_free(r->old_code);
	arena_unref(r->old_data);
	free(r);
}

static const char *kind_name(const struct node *n)
{
	switch (n->kind) {
	case N_WHILE:
		return "while loop";
	case N_UNTIL:
		return "until loop";
	case N_FOR:
		return "for loop";
	case N_ARITHFOR:
		return "for ((;;)) loop";
	default:
		return "function body";
	}
}

static void dump_unit(struct shell *sh, const struct qir_unit *u)
{
	struct strbuf sb;
	sb_init(&sb);
	if (sh->jit.dump == 'q')
		qir_dump(u, &sb);
	else
		qir_emit_c(u, &sb);
	rt_out_write(sh, 2, sb_str(&sb), sb.len);
	sb_free(&sb);
}

/* True when the process may not make memory executable (the first
 * compile's seal found out, or with TEST a test now; jit_backend_exec_ok):
 * no backend could run what it compiles, so the JIT goes off for good,
 * with one log line. */
static bool exec_refused(struct shell *sh, bool test)
{
	const char *why;
	if (jit_backend_exec_ok(test, &why))
		return false;
	if (sh->jit.log)
		rt_outf(sh, 2,
			"quirl-jit: no executable memory (%s): the JIT is off\n",
			why);
	sh->jit.mode = JIT_OFF;
	return true;
}

/* Lowers and compiles R's root at TIER into R's code, data, fn and tier
 * (untouched when it fails: false).  Logs it. */
static bool build(struct shell *sh, struct jit_region *r, int tier)
{
	const struct node *cn = r->node;
	struct jit_state *j = &sh->jit;
	if (exec_refused(sh, false))
		return false;
	unsigned long long t0 = now_ns();
	char name[32];
	snprintf(name, sizeof name, "q_region_%u", ++j->seq);
	scratch_begin(); /* the compile's temporaries, off malloc's heap */
	struct qir_unit *u = qir_unit_new();
	/* Tier 2 only: the loop copies that let the passes work
	 * (lower_stats.dual), promote and the global pass take 18% off a
	 * 1M-iteration loop but cost 3.5-6 times the compile time, more
	 * than a 10k-iteration loop saves; see docs/jit.md. */
	struct lower_stats st = { .dual = tier == 2 };
	if (tier == 1 && j->tier2) {
		st.counter = &r->count;
		st.tier2_at = j->tier2;
	}
	/* statements whose guards kept failing are handed back now */
	struct lower_prof *lp = &r->prof->lp;
	for (size_t i = 0; i < lp->sites.n; i++)
		if (!lp->sites.v[i]->why &&
		    lp->sites.v[i]->bail.n >= RT_JIT_DEMOTE_AT)
			lp->sites.v[i]->demoted = true;
	lp->demote_pending = 0;
	st.prof = lp;
	jit_lower_region(sh, u, name, r->root, r->kind, &st);
	size_t insns = 0;
	for (size_t i = 0; i < u->funcs.n; i++)
		insns += u->funcs.v[i]->code.n;
	if (insns > JIT_MAX_INSNS && !st.reject) {
		st.reject = true;
		sb_addf(&st.why,
			"%s%zu QIR instructions, over the budget of %d",
			st.why.len ? "; " : "", insns, JIT_MAX_INSNS);
	}
	for (size_t i = 0; i < u->funcs.n && !st.reject; i++) {
		qir_optimize(u->funcs.v[i]);
		if (tier == 2) {
			qir_pass_promote(u->funcs.v[i]);
			qir_optimize_global(u->funcs.v[i]);
		}
	}
	if (j->dump)
		dump_unit(sh, u);
	struct strbuf err;
	sb_init(&err);
	struct jit_code *code =
		st.reject ? NULL : jit_compile_unit(u, j->backend, &err);
	qir_unit_free(u);
	scratch_end();
	region_fn fn = code && !st.reject
			       ? (region_fn)jit_code_lookup(code, name)
			       : NULL;
	if (fn)
		jit_code_seal(code);
	unsigned long long dt = now_ns() - t0;
	j->compile_ns += dt;
	r->prof->ns += dt;
	r->prof->compiles += fn != NULL;
	/* the first compile's seal is the probe (jit_backend_exec_ok); a
	 * compile that failed before it tests */
	bool refused = !code && !st.reject && exec_refused(sh, true);
	if (j->log && !refused) {
		struct strbuf sb;
		sb_init(&sb);
		/* a region compiled at tier 2 at once (QUIRL_JIT_PROMOTE=1)
		 * logs as ever; "tier 2" marks a recompile */
		sb_addf(&sb, "quirl-jit: %s at line %d: %s", kind_name(cn),
			cn->lineno,
			!r->code    ? ""
			: tier == 2 ? "tier 2 "
				    : "guards demoted, ");
		if (fn)
			sb_addf(&sb,
				"compiled in %llu us (%s), %d statements "
				"native, %d interpreted",
				dt / 1000, jit_code_backend(code), st.native,
				st.interpreted);
		else if (st.reject)
			sb_adds(&sb, r->code ? "not possible, stays at tier 1"
					     : "stays interpreted");
		else
			sb_addf(&sb, "compilation failed: %s", sb_str(&err));
		if (st.why.len)
			sb_addf(&sb, " (%s)", sb_str(&st.why));
		sb_addc(&sb, '\n');
		rt_out_write(sh, 2, sb.buf, sb.len);
		sb_free(&sb);
	}
	sb_free(&st.why);
	sb_free(&err);
	if (!fn) {
		jit_code_free(code);
		arena_unref(st.arena);
		j->failures++;
		return false;
	}
	r->code = code;
	r->data = st.arena;
	r->fn = fn;
	r->tier = tier;
	return true;
}

/* Compiles the region rooted at N; stores it (or JIT_FAILED) in n->jit. */
static struct jit_region *compile(struct shell *sh, const struct node *cn,
				  const struct node *root, enum lower_kind kind)
{
	struct node *n = (struct node *)cn; /* rt_ and jit fields are ours */
	struct jit_state *j = &sh->jit;
	if (!sh->cur_arena) {
		n->jit = JIT_FAILED;
		return NULL;
	}
	struct jit_region *r = xcalloc(1, sizeof *r);
	r->node = n;
	r->root = root;
	r->kind = kind;
	r->prof = xcalloc(1, sizeof *r->prof);
	r->prof->kind = kind_name(cn);
	r->prof->line = cn->lineno;
	r->prof->lp.count_runs = j->summary;
	if (j->summary)
		VEC_PUSH(j->profs, r->prof);
	if (!build(sh, r, j->promote ? 2 : 1)) {
		if (!j->summary)
			prof_free(r->prof);
		free(r);
		n->jit = JIT_FAILED;
		return NULL;
	}
	n->jit = r;
	j->regions++;
	arena_add_cleanup(sh->cur_arena, region_free, r);
	return r;
}

/* Recompiles region R in place at TIER: tier 2 for a tier-1 region that
 * ran long, or its own tier for one with statements to demote
 * (lower_prof).  The code it had is freed now, or by region_run when
 * the last run of it returns. */
static void rebuild(struct shell *sh, struct jit_region *r, int tier)
{
	struct jit_code *code = r->code;
	struct arena *data = r->data;
	int was = r->tier;
	r->prof->lp.demote_pending = 0;
	if (r->old_code || !build(sh, r, tier)) {
		/* code replaced earlier still runs (recursion), or the
		 * compile failed: keep this code; tier 1 stops asking */
		if (was == 1)
			r->count = INT64_MIN;
		return;
	}
	if (tier == 2 && was == 1)
		sh->jit.tier2_compiles++;
	else if (tier == 1)
		r->count = 0; /* it left early only to demote (rt_jit_bail) */
	if (r->active) {
		r->old_code = code;
		r->old_data = data;
	} else {
		jit_code_free(code);
		arena_unref(data);
	}
}

static bool region_run(struct shell *sh, struct jit_region *r, int init)
{
	struct jit_state *j = &sh->jit;
	r->prof->entries++;
	if (r->prof->lp.demote_pending)
		rebuild(sh, r, r->tier);
	if (r->tier == 1 && j->tier2) {
		r->count =
			(int64_t)((uint64_t)r->count + 1); /* entries count */
		if (r->count >= j->tier2)
			rebuild(sh, r, 2);
	}
	r->active++;
	for (;;) {
		j->entries++;
		long long rc = r->fn(sh, init);
		if (!(rc & 1))
			break;
		/* tier-1 code at its root loop's back-edge, in the state of
		 * the interpreter's jit_backedge call with the loop's $? so
		 * far (lower_stats.counter): it ran long (tier 2), or has
		 * statements to demote (at its tier); a run of tier-1 code
		 * still on the stack may find new code there already */
		if (r->tier == 1)
			rebuild(sh, r, r->prof->lp.demote_pending ? 1 : 2);
		init = (int)(rc >> 1);
	}
	if (!--r->active && r->old_code) {
		jit_code_free(r->old_code);
		arena_unref(r->old_data);
		r->old_code = NULL;
		r->old_data = NULL;
	}
	return true;
}

static bool enabled(struct shell *sh)
{
	return sh->jit.mode != JIT_OFF;
}

/* Traps that run around every command (DEBUG, ERR) keep the interpreter:
 * it is the one place that runs them and tracks BASH_COMMAND.  A region
 * already running when one is set meets it through jit.gen. */
static bool command_traps(const struct shell *sh)
{
	return sh->traps[RT_TRAP_DEBUG] || sh->traps[RT_TRAP_ERR];
}

bool jit_enter_loop(struct shell *sh, const struct node *n)
{
	if (!enabled(sh) || n->jit == JIT_FAILED || command_traps(sh))
		return false;
	if (n->jit)
		return region_run(sh, n->jit, 0);
	if (sh->jit.mode != JIT_ALWAYS &&
	    (n->kind != N_FOR || n->rt_hot < sh->jit.threshold))
		return false;
	struct jit_region *r = compile(sh, n, n, LOWER_LOOP);
	return r && region_run(sh, r, 0);
}

bool jit_loop_edge_on(struct shell *sh, const struct node *cn, int status,
		      struct rt_params *words, size_t next)
{
	struct node *n = (struct node *)cn; /* rt_ and jit fields are ours */
	if (sh->skip != SKIP_NONE || n->jit == JIT_FAILED ||
	    (words && next >= words->n) || command_traps(sh)) {
		if (words)
			n->rt_hot++; /* the for loop's next entry compiles */
		return false;
	}
	/* a for loop's region (rt_jit_for_resume) counts the iteration, for
	 * the next entry too */
	sh->loop_depth--;
	if (words ? rt_jit_for_resume(sh, n, words, next, status)
		  : jit_backedge(sh, n, status))
		return true;
	sh->loop_depth++;
	return false;
}

bool jit_backedge(struct shell *sh, const struct node *cn, int last_status)
{
	struct node *n = (struct node *)cn;
	if (!enabled(sh) || n->jit == JIT_FAILED)
		return false;
	if (!n->jit) {
		if (++n->rt_hot < sh->jit.threshold)
			return false;
		if (!compile(sh, n, n, LOWER_LOOP))
			return false;
	}
	return region_run(sh, n->jit, last_status);
}

bool jit_call_body(struct shell *sh, const struct node *body)
{
	struct node *n = (struct node *)body;
	if (!enabled(sh) || n->jit == JIT_FAILED || command_traps(sh))
		return false;
	if (!n->jit) {
		if (n->kind != N_GROUP || n->redirs) {
			n->jit = JIT_FAILED;
			return false;
		}
		if (sh->jit.mode != JIT_ALWAYS &&
		    ++n->rt_hot < sh->jit.threshold)
			return false;
		if (!compile(sh, n, n->sub.body, LOWER_FUNCTION))
			return false;
	}
	return region_run(sh, n->jit, 0);
}

void jit_print_stats(struct shell *sh)
{
	struct jit_state *j = &sh->jit;
	static const char *const modes[] = { "off", "on", "always" };
	rt_outf(sh, 1,
		"mode: %s\nthreshold: %u\nregions compiled: %lu\n"
		"compile failures: %lu\ncompile time: %llu us\n"
		"region entries: %lu\nbail-outs: %lu\ntier-2 recompiles: %lu\n",
		modes[j->mode], j->threshold, j->regions, j->failures,
		j->compile_ns / 1000, j->entries, j->bailouts,
		j->tier2_compiles);
}

/* ------------------------------------------------ QUIRL_JIT_LOG=summary */

/* A statement's count in the summary: its runs handed back (why set) or
 * native, or its native runs whose guard failed (bail). */
struct summary_item {
	const struct lower_site *s;
	int64_t n;
	bool bail;
};

static int summary_cmp(const void *a, const void *b)
{
	const struct summary_item *x = a, *y = b;
	return x->n < y->n ? 1 : x->n > y->n ? -1 : 0;
}

static int pct(int64_t part, int64_t all)
{
	return all ? (int)(100 * part / all) : 100;
}

#define SUMMARY_TOP 3 /* hand-back reasons shown per region */

/* One region: its statements run natively and interpreted (hand-backs
 * and failed guards), weighted by executions; its top hand-backs. */
static void summary_region(struct strbuf *sb, const struct jit_prof *p,
			   int64_t *nat, int64_t *itp)
{
	const struct lower_prof *lp = &p->lp;
	struct summary_item *it = xcalloc(lp->sites.n + 1, sizeof *it);
	size_t k = 0;
	int64_t native = 0, handed = 0, bails = 0;

	for (size_t i = 0; i < lp->sites.n; i++) {
		const struct lower_site *s = lp->sites.v[i];
		if (s->why) {
			handed += s->runs;
			it[k++] = (struct summary_item){ s, s->runs, false };
		} else {
			native += s->runs;
			bails += s->bail.n;
			it[k++] = (struct summary_item){ s, s->bail.n, true };
		}
	}
	qsort(it, k, sizeof *it, summary_cmp);
	int64_t all = native + handed + bails;
	sb_addf(sb,
		"quirl-jit: %s at line %d: %lu entries, %d compiles in %llu "
		"us; statements run %lld native, %lld interpreted (%d%% "
		"native; %lld failed guards)\n",
		p->kind, p->line, p->entries, p->compiles, p->ns / 1000,
		(long long)native, (long long)(handed + bails),
		pct(native, all), (long long)bails);
	for (size_t i = 0; i < k && i < SUMMARY_TOP && it[i].n; i++) {
		const struct lower_site *s = it[i].s;
		sb_addf(sb, "quirl-jit:   %lld x line %d: %s",
			(long long)it[i].n, s->line, s->text);
		if (it[i].bail)
			sb_adds(sb, " (guard failed)");
		else if (*s->why)
			sb_addf(sb, " (%s)", s->why);
		sb_addc(sb, '\n');
	}
	free(it);
	*nat += native;
	*itp += handed + bails;
}

static void summary_print(struct shell *sh)
{
	struct jit_state *j = &sh->jit;
	struct strbuf sb;
	int64_t nat = 0, itp = 0;

	sb_init(&sb);
	for (size_t i = 0; i < j->profs.n; i++)
		summary_region(&sb, j->profs.v[i], &nat, &itp);
	sb_addf(&sb,
		"quirl-jit: total: %zu regions, %llu us compiling; statements "
		"run %lld native, %lld interpreted (%d%% native)\n",
		j->profs.n, j->compile_ns / 1000, (long long)nat,
		(long long)itp, pct(nat, nat + itp));
	rt_out_write(sh, 2, sb.buf, sb.len);
	rt_out_flush(sh, 2);
	sb_free(&sb);
}
