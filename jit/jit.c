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
 */
#define _GNU_SOURCE
#include "jit/jit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ir/lower.h"
#include "jit/backend.h"

#define JIT_FAILED ((void *)1)
#define DEFAULT_THRESHOLD 100

typedef long long (*region_fn)(struct shell *sh, long long init_status);

struct jit_region {
	struct jit_code *code;
	struct arena *data; /* data the code refers to (lower_stats.arena) */
	region_fn fn;
	struct node *node;
};

void jit_init(struct shell *sh)
{
	struct jit_state *j = xcalloc(1, sizeof *j);
	const char *m = getenv("QUIRL_JIT");
	j->mode = JIT_ON;
	if (m && (!strcmp(m, "off") || !strcmp(m, "0")))
		j->mode = JIT_OFF;
	else if (m && !strcmp(m, "always"))
		j->mode = JIT_ALWAYS;
	const char *t = getenv("QUIRL_JIT_THRESHOLD");
	j->threshold = t && *t ? (unsigned)strtoul(t, NULL, 10) : DEFAULT_THRESHOLD;
	const char *l = getenv("QUIRL_JIT_LOG");
	j->log = l && *l && strcmp(l, "0");
	const char *d = getenv("QUIRL_JIT_DUMP");
	j->dump = d && !strcmp(d, "qir") ? 'q' : d && !strcmp(d, "c") ? 'c' : 0;
	const char *pr = getenv("QUIRL_JIT_PROMOTE");
	j->promote = pr && !strcmp(pr, "1");
	const char *b = getenv("QUIRL_JIT_BACKEND");
	j->backend = b && !strcmp(b, "tcc")	 ? JIT_BACKEND_TCC
		     : b && !strcmp(b, "native") ? JIT_BACKEND_NATIVE
						 : JIT_BACKEND_AUTO;
	sh->jit = j;
}

void jit_free(struct shell *sh)
{
	free(sh->jit);
	sh->jit = NULL;
}

static unsigned long long now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (unsigned long long)ts.tv_sec * 1000000000ull +
	       (unsigned long long)ts.tv_nsec;
}

static void region_free(void *p)
{
	struct jit_region *r = p;
	r->node->jit = NULL;
	jit_code_free(r->code);
	arena_unref(r->data);
	free(r);
}

static const char *kind_name(const struct node *n)
{
	switch (n->kind) {
	case N_WHILE: return "while loop";
	case N_UNTIL: return "until loop";
	case N_FOR: return "for loop";
	case N_ARITHFOR: return "for ((;;)) loop";
	default: return "function body";
	}
}

static void dump_unit(struct shell *sh, const struct qir_unit *u)
{
	struct strbuf sb;
	sb_init(&sb);
	if (sh->jit->dump == 'q')
		qir_dump(u, &sb);
	else
		qir_emit_c(u, &sb);
	rt_out_write(sh, 2, sb_str(&sb), sb.len);
	sb_free(&sb);
}

/* Compiles the region rooted at N; stores it (or JIT_FAILED) in n->jit. */
static struct jit_region *compile(struct shell *sh, const struct node *cn,
				  const struct node *root, enum lower_kind kind)
{
	struct node *n = (struct node *)cn; /* rt_ and jit fields are ours */
	struct jit_state *j = sh->jit;
	if (!sh->cur_arena) {
		n->jit = JIT_FAILED;
		return NULL;
	}
	unsigned long long t0 = now_ns();
	char name[32];
	snprintf(name, sizeof name, "q_region_%u", ++j->seq);
	struct qir_unit *u = qir_unit_new();
	struct lower_stats st = { .dual = j->promote };
	jit_lower_region(sh, u, name, root, kind, &st);
	for (size_t i = 0; i < u->funcs.n; i++) {
		qir_optimize(u->funcs.v[i]);
		/* Off by default, with the loop copies that let them work
		 * (lower_stats.dual) and the global pass after it: they take
		 * 18% off a 1M-iteration loop but cost 3.5-6 times the
		 * compile time, more than a 10k-iteration loop saves; see
		 * docs/jit.md. */
		if (j->promote) {
			qir_pass_promote(u->funcs.v[i]);
			qir_optimize_global(u->funcs.v[i]);
		}
	}
	if (j->dump)
		dump_unit(sh, u);
	struct strbuf err;
	sb_init(&err);
	struct jit_code *code = jit_compile_unit(u, j->backend, &err);
	qir_unit_free(u);
	region_fn fn = code && !st.reject ?
		(region_fn)jit_code_lookup(code, name) : NULL;
	if (fn)
		jit_code_seal(code);
	unsigned long long dt = now_ns() - t0;
	j->compile_ns += dt;
	if (j->log) {
		struct strbuf sb;
		sb_init(&sb);
		sb_addf(&sb, "quirl-jit: %s at line %d: ", kind_name(cn),
			cn->lineno);
		if (fn)
			sb_addf(&sb, "compiled in %llu us (%s), %d statements "
				     "native, %d interpreted",
				dt / 1000, jit_code_backend(code), st.native,
				st.interpreted);
		else if (st.reject)
			sb_adds(&sb, "stays interpreted");
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
		n->jit = JIT_FAILED;
		return NULL;
	}
	struct jit_region *r = xcalloc(1, sizeof *r);
	r->code = code;
	r->data = st.arena;
	r->fn = fn;
	r->node = n;
	n->jit = r;
	j->regions++;
	arena_add_cleanup(sh->cur_arena, region_free, r);
	return r;
}

static bool region_run(struct shell *sh, struct jit_region *r, int init)
{
	sh->jit->entries++;
	r->fn(sh, init);
	return true;
}

static bool enabled(struct shell *sh)
{
	return sh->jit && sh->jit->mode != JIT_OFF;
}

bool jit_enter_loop(struct shell *sh, const struct node *n)
{
	if (!enabled(sh) || n->jit == JIT_FAILED)
		return false;
	if (n->jit)
		return region_run(sh, n->jit, 0);
	if (sh->jit->mode != JIT_ALWAYS &&
	    (n->kind != N_FOR || n->rt_hot < sh->jit->threshold))
		return false;
	struct jit_region *r = compile(sh, n, n, LOWER_LOOP);
	return r && region_run(sh, r, 0);
}

bool jit_may_compile(const struct shell *sh, const struct node *n)
{
	return sh->jit && sh->jit->mode != JIT_OFF && n->jit != JIT_FAILED;
}

bool jit_backedge(struct shell *sh, const struct node *cn, int last_status)
{
	struct node *n = (struct node *)cn;
	if (!enabled(sh) || n->jit == JIT_FAILED)
		return false;
	if (!n->jit) {
		if (++n->rt_hot < sh->jit->threshold)
			return false;
		if (!compile(sh, n, n, LOWER_LOOP))
			return false;
	}
	return region_run(sh, n->jit, last_status);
}

bool jit_call_body(struct shell *sh, const struct node *body)
{
	struct node *n = (struct node *)body;
	if (!enabled(sh) || n->jit == JIT_FAILED)
		return false;
	if (!n->jit) {
		if (n->kind != N_GROUP || n->redirs) {
			n->jit = JIT_FAILED;
			return false;
		}
		if (sh->jit->mode != JIT_ALWAYS &&
		    ++n->rt_hot < sh->jit->threshold)
			return false;
		if (!compile(sh, n, n->sub.body, LOWER_FUNCTION))
			return false;
	}
	return region_run(sh, n->jit, 0);
}

void jit_print_stats(struct shell *sh)
{
	struct jit_state *j = sh->jit;
	if (!j) {
		rt_outs(sh, 1, "jit: not initialised\n");
		return;
	}
	static const char *const modes[] = { "off", "on", "always" };
	rt_outf(sh, 1,
		"mode: %s\nthreshold: %u\nregions compiled: %lu\n"
		"compile failures: %lu\ncompile time: %llu us\n"
		"region entries: %lu\nbail-outs: %lu\n",
		modes[j->mode], j->threshold, j->regions, j->failures,
		j->compile_ns / 1000, j->entries, j->bailouts);
}
