/*
 * lower.c - AST regions to QIR.
 *
 * What a reader must know:
 *  - Semantics come from the runtime.  A statement is lowered natively only
 *    when its whole meaning is a few loads, stores and integer operations
 *    on variable cells; everything else is a call of rt_jit_interp on the
 *    statement's node.  Native statements guard their assumptions before
 *    any side effect: the shell's jit.gen must equal the value seen at
 *    compile time (no function, option, trap or IFS change since), and the
 *    cells they read must hold plain integers.  A failed guard runs the
 *    statement through rt_jit_interp instead, so there is no deoptimisation
 *    state to rebuild: variables always live in their cells.
 *  - Control flow (if, while, until, for, case, && and ||, break and
 *    continue) is lowered natively around those statements.  Skips
 *    (break/continue/return/exit/abort set by the runtime in sh->skip) are
 *    checked after every call that can set them and handled by each loop's
 *    skip block exactly as eval.c's loop_skip does; what a loop does not
 *    consume propagates outwards and finally returns from the region.
 *  - What the code touches comes from runtime/rt.h only: the fields and
 *    their widths (RT_JIT_FIELDS, through fld_load/fld_store), the cell
 *    flag bits (RT_JIT_VF_*), the pending-signal flag (RT_JIT_DATA) and
 *    the runtime functions it calls (RT_JIT_CALLS, declared in the unit
 *    on first use by rt_sym).  The builtins it compiles natively are the
 *    rows of native_builtins, each using the builtin's own runtime rule.
 *  - Pending signals are polled after every statement and on every loop
 *    back-edge, as the interpreter does.
 *  - The bookkeeping the interpreter does per loop (sh->loop_depth, $? of
 *    the loop) is mirrored on every exit path of a compiled loop.
 *  - Tier 1 counts (lower_stats.counter): every back-edge of every loop,
 *    `continue` included, adds one to the region's counter, and the root
 *    loop of a loop region leaves at its back-edge once the count reaches
 *    the tier-2 threshold, in the state of the interpreter's jit_backedge
 *    call (count_edge), so that jit.c can go on in tier-2 code.
 *  - Statement sites (lower_stats.prof, ir/lower.h): the slow path of a
 *    native statement counts its failed guards in the statement's site
 *    (rt_jit_interp does, runtime/rt.h struct rt_jit_bail), and a
 *    statement demoted after RT_JIT_DEMOTE_AT of them
 *    is lowered as a hand-back; under QUIRL_JIT_LOG=summary every
 *    statement also counts its runs (prof_run).  Counting never changes
 *    what a statement does.
 *  - Fast and slow copies.  When the global passes will run (tier 2, see
 *    jit/jit.c), the iteration of a loop without inner loops (and a
 *    function body without loops) is lowered twice.  In the fast
 *    copy no path that calls the runtime ever rejoins: a failed guard, a
 *    pending signal, and any cold path of a statement that has had no
 *    side effect yet (a variable without a cached integer, a cell that
 *    needs the runtime's assignment, a zero divisor) jump to the matching
 *    "bail point" of the slow copy, which is the plain lowering (each
 *    statement's slow path runs it through the interpreter, then the rest
 *    of the iteration runs there, joins and all, and the back-edge goes to
 *    the fast copy's header).  So the fast path of one statement reaches
 *    the next one's without a join, and what one guard learnt (jit.gen,
 *    cell flags, values) still holds at the next: qir_pass_avail and
 *    qir_pass_promote remove the repeated guards and loads.  Both copies
 *    meet the same bail points in the same order (L->bails).  A while or
 *    for ((;;)) loop enters its fast copy through an entry check, the fast
 *    copy's guards tested once (lower_dual), so that they hold around the
 *    fast copy's own back-edge too.  The slow copy's labels are cold
 *    (qir_label_set_cold): qir_pass_promote keeps memory authoritative
 *    there, and qir_pass_avail does not analyse it.
 */
#include "ir/lower.h"

#include <assert.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/parser.h"
#include "runtime/builtins/test.h"
#include "runtime/rt.h"
#include "runtime/arith.h"
#include "runtime/builtins/table.h"
#include "runtime/exec.h"
#include "runtime/expand.h"
#include "runtime/options.h"
#include "runtime/var.h"
#include "runtime/trap.h"

/* The fields compiled code touches (RT_JIT_FIELDS, runtime/rt.h): offset
 * and the instructions of their width. */
#define LOAD_I32 QO_LOAD32
#define LOAD_U32 QO_LOADU32
#define LOAD_I64 QO_LOAD64
#define STORE_I32 QO_STORE32
#define STORE_U32 QO_STORE32
#define STORE_I64 QO_STORE64

static const struct field {
	int64_t off;
	enum qir_op load, store;
} fields[RT_FLD__COUNT] = {
#define FIELD(id, st, m, w)                                                    \
	[RT_FLD_##id] = { offsetof(struct st, m), LOAD_##w, STORE_##w },
	RT_JIT_FIELDS(FIELD)
#undef FIELD
};

/* RT_JIT_DATA: its one row, the pending-signal flag. */
/* clang-format off */
#define DATA(name, w) { #name, (const void *)&name, LOAD_##w }
/* clang-format on */
static const struct data {
	const char *name;
	const void *addr;
	enum qir_op load;
} pending = RT_JIT_DATA(DATA);
#undef DATA

/* Options under which native statements would behave differently. */
#define SLOW_OPTS                                                              \
	(OPT_XTRACE | OPT_ERREXIT | OPT_NOUNSET | OPT_ALLEXPORT |              \
	 OPT_VERBOSE | OPT_NOEXEC)

struct loop_ctx {
	struct loop_ctx *outer;
	qir_label cont, skip_body, skip_cond, done;
	qir_label top, fail; /* for ((;;)): the condition, soft errors */
	qir_reg lst;         /* status of the last body run */
	/* the skip blocks' decision (rt_jit_loop_skip), which a native
	 * break or continue makes itself (rt_jit_loop_ctl) and jumps to */
	qir_reg k;
	qir_label decided;
	qir_reg forh;         /* for: iterator handle, else 0 */
	const struct node *n; /* the loop */
	bool until;           /* an until loop (rt_jit_loop_cond_skip) */
};

enum copy { C_ONE, C_FAST, C_SLOW };

/* A guard of the fast copy: (cell->flags & mask) == want, or for a NULL
 * cell sh->jit.gen == want. */
struct guard {
	const struct var *cell;
	int64_t mask, want;
};

#define MAX_GUARDS 12 /* more and the entry check would not pay */

struct lower {
	struct shell *sh;
	struct qir_unit *u;
	struct qir_func *f;
	qir_reg shr;
	qir_reg init_status;
	qir_label exit_l;
	struct loop_ctx *loop;
	unsigned gen;
	bool plain;     /* fast paths allowed by options, IFS and functions */
	bool root_loop; /* a loop region: its loop without outer is the root */
	struct lower_stats *st;
	/* note_command's last stores: in function note_f up to instruction
	 * note_at, $_ being note_last (NULL: unknown), PIPESTATUS one
	 * element; when no label or call follows, nothing else changed
	 * them */
	struct qir_func *note_f;
	size_t note_at;
	const char *note_last;
	int note_status; /* PIPESTATUS[0] stored there; -1: not a constant */
	/* dynamic $((..$x..)) of the statement being lowered: its template's
	 * slot k stands for the value pre-read into dyn_regs[k] */
	const struct arith_tmpl *dyn;
	qir_reg dyn_regs[ARITH_TMPL_MAX];
	/* the error mode of the arithmetic being lowered (RT_AM_*); in soft
	 * and probe mode a failed helper sets sh->jit.aerr and the code goes
	 * to afail */
	int amode;
	qir_label afail;
	/* fast and slow copies (see the top): bails.v[k] is bail point k's
	 * label, defined in the slow copy; nbail counts the points the slow
	 * copy has met; pure_bail is, in the fast copy, the bail point of
	 * the statement being lowered while it has had no side effect */
	bool dual; /* make the copies: the global passes will run */
	enum copy copy;
	VEC(qir_label) bails;
	size_t nbail;
	qir_label pure_bail;
	/* the guards the fast copy tested, for its loop's entry check, and
	 * the label the iteration being lowered jumps back to */
	VEC(struct guard) guards;
	qir_label back;
	/* rt_jit_calls[id] is symbol sym[id] - 1 of the unit (0: not yet) */
	uint32_t sym[RT_CALL__COUNT];
	uint32_t pending_sym; /* likewise, rt_pending_signal */
};

/* ------------------------------------------------------------ helpers */

static qir_reg fld_load(struct lower *L, qir_reg base, enum rt_jit_field fl)
{
	return qir_emit_load(L->f, fields[fl].load, base, fields[fl].off);
}

static void fld_store(struct lower *L, qir_reg base, enum rt_jit_field fl,
		      qir_reg v)
{
	qir_emit_store(L->f, fields[fl].store, base, fields[fl].off, v);
}

/* A field of the shell. */
static qir_reg ld(struct lower *L, enum rt_jit_field fl)
{
	return fld_load(L, L->shr, fl);
}

static void st(struct lower *L, enum rt_jit_field fl, qir_reg v)
{
	fld_store(L, L->shr, fl, v);
}

static void sti(struct lower *L, enum rt_jit_field fl, int64_t imm)
{
	st(L, fl, qir_emit_movi(L->f, imm));
}

/* What a statement compiled natively leaves as every command does (rt.h):
 * PIPESTATUS ($? as its one element; STATUS when known at compile time,
 * else -1) and, when LAST is not NULL, $_. */
static void note_command(struct lower *L, int status, const char *last)
{
	/* straight on from the previous note (no label, where other paths
	 * join, and no call): PIPESTATUS has one element already, and $_
	 * may be the same string */
	bool straight = L->note_f == L->f && L->note_at <= L->f->code.n;
	for (size_t i = L->note_at; straight && i < L->f->code.n; i++)
		straight = L->f->code.v[i].op != QO_LABEL &&
			   L->f->code.v[i].op != QO_CALL;
	if (status < 0)
		st(L, RT_FLD_SH_PSTAT1, ld(L, RT_FLD_SH_STATUS));
	else if (!(straight && status == L->note_status))
		sti(L, RT_FLD_SH_PSTAT1, status);
	L->note_status = status;
	if (!straight)
		sti(L, RT_FLD_SH_PSTATN, 1);
	last = last ? rt_jit_intern(L->sh, last) : NULL;
	if (last && !(straight && last == L->note_last))
		/* an I64 field: the address as an integer */
		sti(L, RT_FLD_SH_LASTARG, (int64_t)(intptr_t)last);
	if (!straight || last)
		L->note_last = last;
	L->note_f = L->f;
	L->note_at = L->f->code.n;
}

static qir_label skip_label(struct lower *L, bool in_cond)
{
	if (!L->loop)
		return L->exit_l;
	return in_cond ? L->loop->skip_cond : L->loop->skip_body;
}

/* if (sh->skip) goto the current skip handler */
static void check_skip(struct lower *L, bool cond_part)
{
	qir_reg s = ld(L, RT_FLD_SH_SKIP);
	qir_emit_br(L->f, QO_BT, s, skip_label(L, cond_part));
}

_Static_assert(RT_JIT_MAXARGS <= QIR_MAX_ARGS, "rt.h rows fit a QIR call");

/* The unit's symbol of row ID of RT_JIT_CALLS, declared on first use. */
static uint32_t rt_sym(struct lower *L, enum rt_jit_call_id id)
{
	static const enum qir_type qt[] = {
		[RT_KV] = QT_VOID, [RT_KI] = QT_I64, [RT_KP] = QT_PTR
	};
	const struct rt_jit_call *c = &rt_jit_calls[id];
	enum qir_type args[RT_JIT_MAXARGS];

	if (!L->sym[id]) {
		for (int i = 0; i < c->nargs; i++)
			args[i] = qt[c->args[i]];
		L->sym[id] = 1 + qir_sym_func(L->u, c->name, c->addr,
					      qt[c->ret], c->nargs, args);
	}
	return L->sym[id] - 1;
}

/* Calls runtime function ID with its arguments (as many as its row in
 * RT_JIT_CALLS has; the rest are 0).  A runtime call may have side
 * effects: the statement can no longer be re-run from its start
 * (pure_bail). */
static qir_reg call4(struct lower *L, enum rt_jit_call_id id, qir_reg a0,
		     qir_reg a1, qir_reg a2, qir_reg a3)
{
	qir_reg args[RT_JIT_MAXARGS] = { a0, a1, a2, a3 };
	L->pure_bail = 0;
	return qir_emit_call(L->f, L->u, rt_sym(L, id), rt_jit_calls[id].nargs,
			     args);
}

static qir_reg call(struct lower *L, enum rt_jit_call_id id, qir_reg a0,
		    qir_reg a1, qir_reg a2)
{
	return call4(L, id, a0, a1, a2, 0);
}

/* The label of the next bail point: in the fast copy a new label that the
 * slow copy will define, in the slow copy that label (its caller defines
 * it), otherwise just a new label. */
static qir_label bail_point(struct lower *L)
{
	qir_label l;

	if (L->copy == C_SLOW) {
		assert(L->nbail < L->bails.n);
		return L->bails.v[L->nbail++];
	}
	l = qir_label_new(L->f);
	if (L->copy == C_FAST)
		SVEC_PUSH(L->bails, l);
	return l;
}

/* The slow-path label of a guarded statement starting here.  The fast
 * copy's is the start of the slow copy's statement, whose guards decide
 * again (so a cell the fast copy declined, say one without a cached
 * integer, gets the slow copy's inline runtime call and store, which
 * cache one). */
static qir_label stmt_slow(struct lower *L)
{
	qir_label at = bail_point(L);

	L->pure_bail = L->copy == C_FAST ? at : 0;
	if (L->copy != C_SLOW)
		return at;
	qir_emit_label(L->f, at);
	return qir_label_new(L->f);
}

/* After a helper call of the arithmetic being lowered: its error path. */
static void after_acall(struct lower *L, bool cp)
{
	check_skip(L, cp); /* set -u errors are fatal in every mode */
	if (L->amode == RT_AM_HARD)
		return;
	qir_reg e = ld(L, RT_FLD_SH_AERR);
	qir_emit_br(L->f, QO_BT, e, L->afail);
}

/* Notes a guard the fast copy tests, for the entry check (lower_dual). */
static void note_guard(struct lower *L, const struct var *cell, int64_t mask,
		       int64_t want)
{
	struct guard g = { cell, mask, want };

	if (L->copy != C_FAST)
		return;
	for (size_t i = 0; i < L->guards.n; i++)
		if (!memcmp(&L->guards.v[i], &g, sizeof g))
			return;
	SVEC_PUSH(L->guards, g);
}

/* In the fast copy a pending signal leaves for the slow copy's poll. */
static void poll(struct lower *L, bool cond_part)
{
	qir_label at = bail_point(L), no;
	qir_reg p, v;

	if (L->copy == C_SLOW)
		qir_emit_label(L->f, at);
	if (!L->pending_sym)
		L->pending_sym =
			1 + qir_sym_data(L->u, pending.name, pending.addr);
	p = qir_emit_addr(L->f, L->pending_sym - 1);
	v = qir_emit_load(L->f, pending.load, p, 0);
	if (L->copy == C_FAST) {
		qir_emit_br(L->f, QO_BT, v, at);
		return;
	}
	no = qir_label_new(L->f);
	qir_emit_br(L->f, QO_BF, v, no);
	call(L, RT_CALL_rt_jit_poll, L->shr, 0, 0);
	check_skip(L, cond_part);
	qir_emit_label(L->f, no);
}

/* The arena of data the region refers to, created on first use. */
static struct arena *lower_arena(struct lower *L)
{
	if (!L->st->arena)
		L->st->arena = arena_new();
	return L->st->arena;
}

static void note(struct lower *L, const struct node *n, const char *what)
{
	if (L->st->why.len)
		sb_adds(&L->st->why, "; ");
	sb_addf(&L->st->why, "line %d: %s", n->lineno, what);
}

/* --------------------------- statement sites (ir/lower.h, lower_prof) */

void lower_prof_free(struct lower_prof *p)
{
	for (size_t i = 0; i < p->sites.n; i++) {
		free(p->sites.v[i]->why);
		free(p->sites.v[i]->text);
		free(p->sites.v[i]);
	}
	VEC_FREE(p->sites);
	free(p->tab);
}

static size_t prof_slot(const struct lower_prof *p, const struct node *n,
			bool native)
{
	uint64_t k =
		((uint64_t)(uintptr_t)n << 1 | native) * 0x9E3779B97F4A7C15u;
	return (size_t)(k >> 32) & (p->tabcap - 1);
}

/* The site of N, native or handed back, or NULL. */
static struct lower_site *prof_find(const struct lower_prof *p,
				    const struct node *n, bool native)
{
	for (size_t i = p->tabcap ? prof_slot(p, n, native) : 0;
	     p->tabcap && p->tab[i]; i = (i + 1) & (p->tabcap - 1)) {
		struct lower_site *s = p->sites.v[p->tab[i] - 1];
		if (s->n == n && !s->why == native)
			return s;
	}
	return NULL;
}

static void prof_index(struct lower_prof *p, size_t k)
{
	const struct lower_site *s = p->sites.v[k];
	size_t i = prof_slot(p, s->n, !s->why);
	while (p->tab[i])
		i = (i + 1) & (p->tabcap - 1);
	p->tab[i] = k + 1;
}

static void prof_add(struct lower_prof *p, struct lower_site *s)
{
	VEC_PUSH(p->sites, s);
	if (2 * p->sites.n <= p->tabcap) {
		prof_index(p, p->sites.n - 1);
		return;
	}
	free(p->tab);
	p->tabcap = p->tabcap ? 2 * p->tabcap : 64;
	p->tab = xcalloc(p->tabcap, sizeof *p->tab);
	for (size_t k = 0; k < p->sites.n; k++)
		prof_index(p, k);
}

/* The site of statement N lowered natively (WHY NULL) or handed back for
 * reason WHY, created on first use; NULL when the region does not count. */
static struct lower_site *prof_site(struct lower *L, const struct node *n,
				    const char *why)
{
	struct lower_prof *p = L->st->prof;
	struct lower_site *s;
	struct strbuf sb;

	if (!p)
		return NULL;
	if ((s = prof_find(p, n, !why)))
		return s;
	s = xcalloc(1, sizeof *s);
	s->n = n;
	s->line = n->lineno;
	s->why = why ? xstrdup(why) : NULL;
	s->bail.pending = &p->demote_pending;
	s->bail.counter = L->st->counter;
	s->bail.at = L->st->tier2_at;
	prof_add(p, s);
	if (!p->count_runs)
		return s;
	/* the statement as written, shortened */
	sb_init(&sb);
	ast_unparse_head(&sb, n);
	if (sb.len > 40) {
		sb.len = 37;
		sb_adds(&sb, "...");
	}
	s->text = sb_detach(&sb);
	return s;
}

/* Compiled code adds one to *CTR. */
static void count_at(struct lower *L, int64_t *ctr)
{
	qir_reg p = qir_emit_movp(L->f, ctr);
	qir_reg v =
		qir_emit_bin(L->f, QO_ADD, qir_emit_load(L->f, QO_LOAD64, p, 0),
			     qir_emit_movi(L->f, 1));
	qir_emit_store(L->f, QO_STORE64, p, 0, v);
}

/* A run of site S (QUIRL_JIT_LOG=summary only). */
static void prof_run(struct lower *L, struct lower_site *s)
{
	if (s && L->st->prof->count_runs)
		count_at(L, &s->runs);
}

/* Counts a run of native statement N. */
static void prof_native(struct lower *L, const struct node *n)
{
	prof_run(L, prof_site(L, n, NULL));
}

/* Whether native statement N failed its guards too often. */
static bool prof_demoted(struct lower *L, const struct node *n)
{
	const struct lower_site *s =
		L->st->prof ? prof_find(L->st->prof, n, true) : NULL;
	return s && s->demoted;
}

static void interp_call(struct lower *L, const struct node *n, bool cond,
			bool cp)
{
	call4(L, RT_CALL_rt_jit_interp, L->shr, qir_emit_movp(L->f, n),
	      qir_emit_movi(L->f, cond), qir_emit_movp(L->f, NULL));
	check_skip(L, cp);
}

static bool word_reads_command(const struct word *w);

/* Whether parts P expand $BASH_COMMAND, which names the running command:
 * rt_jit_interp records it, native code does not (outside a substitution,
 * whose body the interpreter runs). */
static bool parts_read_command(const struct wpart *p)
{
	for (; p; p = p->next) {
		if (p->kind == WP_DQUOTE && parts_read_command(p->sub))
			return true;
		if (p->kind == WP_PARAM &&
		    ((p->param.name &&
		      !strcmp(p->param.name, "BASH_COMMAND")) ||
		     word_reads_command(p->param.arg) ||
		     word_reads_command(p->param.arg2)))
			return true;
	}
	return false;
}

static bool word_reads_command(const struct word *w)
{
	return w && parts_read_command(w->parts);
}

static bool simple_reads_command(const struct node *n)
{
	for (const struct assign *a = n->simple.assigns; a; a = a->next)
		if (word_reads_command(a->value))
			return true;
	for (int i = 0; i < n->simple.argc; i++)
		if (word_reads_command(n->simple.argv[i]))
			return true;
	return false;
}

static void interp(struct lower *L, const struct node *n, bool cond, bool cp,
		   const char *why)
{
	struct lower_site *site = prof_site(L, n, why ? why : "");

	L->st->interpreted++;
	if (why)
		note(L, n, why);
	prof_run(L, site);
	interp_call(L, n, cond, cp);
}

/* End of a guarded native statement: the fast path jumps over the slow
 * path, which is the interpreter running the same statement (in the fast
 * copy, the slow copy's). */
static void guarded_tail(struct lower *L, const struct node *n, bool cond,
			 bool cp, qir_label slow)
{
	struct lower_site *site = prof_site(L, n, NULL);

	L->pure_bail = 0;
	prof_run(L, site);
	if (L->copy == C_FAST)
		return;
	qir_label done = qir_label_new(L->f);
	qir_emit_jmp(L->f, done);
	qir_emit_label(L->f, slow);
	call4(L, RT_CALL_rt_jit_interp, L->shr, qir_emit_movp(L->f, n),
	      qir_emit_movi(L->f,
			    (cond ? RT_INTERP_COND : 0) | RT_INTERP_BAILOUT),
	      qir_emit_movp(L->f, site ? &site->bail : NULL));
	check_skip(L, cp);
	qir_emit_label(L->f, done);
}

/* ---------------------------------------------------------- arithmetic */

static bool pure_arith(const struct arith *a, int depth);

/* An element reference name[subscript] compiled natively: its subscript
 * parsed and pure, so the runtime's element cell may evaluate it again on
 * the slow path and get the same index.  Other element references go
 * through that cell only (the generic path, as for any variable). */
static bool native_elem(const struct arith *a)
{
	return a->base && a->idx && pure_arith(a->idx, 1);
}

static bool arith_ok(const struct arith *a, int depth)
{
	if (!a || depth > 64)
		return false;
	if (a->base && native_elem(a) && !arith_ok(a->idx, depth + 1))
		return false;
	switch (a->kind) {
	case AK_NUM:
	case AK_SLOT:
	case AK_VAR:
	case AK_PREINC:
	case AK_PREDEC:
	case AK_POSTINC:
	case AK_POSTDEC:
		return true;
	case AK_UNARY:
		return arith_ok(a->a, depth + 1);
	case AK_BINARY:
	case AK_LAND:
	case AK_LOR:
	case AK_COMMA:
		return arith_ok(a->a, depth + 1) && arith_ok(a->b, depth + 1);
	case AK_COND:
		return arith_ok(a->a, depth + 1) && arith_ok(a->b, depth + 1) &&
		       arith_ok(a->c, depth + 1);
	case AK_ASSIGN:
		return arith_ok(a->b, depth + 1);
	}
	return false;
}

static qir_reg arith(struct lower *L, struct arith *a, bool cp);

/* Reads the variable of A: the cached integer, or the runtime's rule. */
static qir_reg read_var(struct lower *L, struct arith *a, struct var *v,
			bool cp)
{
	struct qir_func *f = L->f;
	qir_reg r = qir_reg_new(f, QT_I64);
	qir_label slow = qir_label_new(f), join = qir_label_new(f);
	qir_reg cell = qir_emit_movp(f, v);
	qir_reg fl = fld_load(L, cell, RT_FLD_VAR_FLAGS);
	qir_reg bit =
		qir_emit_bin(f, QO_AND, fl, qir_emit_movi(f, RT_JIT_VF_CACHED));
	if (L->pure_bail && L->amode != RT_AM_PROBE) {
		/* the slow copy runs the whole statement instead */
		note_guard(L, v, RT_JIT_VF_CACHED, RT_JIT_VF_CACHED);
		qir_emit_br(f, QO_BF, bit, L->pure_bail);
		return fld_load(L, cell, RT_FLD_VAR_IVAL);
	}
	qir_emit_br(f, QO_BF, bit, slow);
	qir_emit_mov(f, r, fld_load(L, cell, RT_FLD_VAR_IVAL));
	qir_emit_jmp(f, join);
	qir_emit_label(f, slow);
	if (L->amode == RT_AM_PROBE && L->copy == C_FAST) {
		qir_emit_jmp(f, L->afail); /* the slow copy converts */
	} else if (L->amode == RT_AM_PROBE) {
		/* text that is a canonical integer becomes that integer
		 * (rt_jit_int_only: the same value read back); anything
		 * else, whose reading may have effects, fails the probe */
		qir_reg ok = call(L, RT_CALL_rt_jit_int_only, L->shr, cell, 0);
		qir_emit_br(f, QO_BF, ok, L->afail);
		qir_emit_mov(f, r, fld_load(L, cell, RT_FLD_VAR_IVAL));
	} else {
		qir_emit_mov(f, r,
			     call(L, RT_CALL_rt_jit_arith_var, L->shr,
				  qir_emit_movp(f, a),
				  qir_emit_movi(f, L->amode)));
		after_acall(L, cp);
	}
	qir_emit_label(f, join);
	return r;
}

/* $LINENO, $RANDOM...: computed when read while no cell holds a value.
 * Making their cell here would make them look unset (rt_param_computed),
 * so they are read through the runtime without one. */
static bool computed_name(struct lower *L, const char *name)
{
	return rt_param_may_be_computed(name) && !rt_var_find_own(L->sh, name);
}

static qir_reg read_computed(struct lower *L, struct arith *a, bool cp)
{
	struct qir_func *f = L->f;
	if (L->pure_bail && L->amode != RT_AM_PROBE) {
		qir_emit_jmp(f, L->pure_bail);
		return qir_emit_movi(f, 0);
	}
	if (L->amode == RT_AM_PROBE) {
		qir_emit_jmp(f, L->afail); /* the slow copy reads it */
		return qir_emit_movi(f, 0);
	}
	qir_reg r = call(L, RT_CALL_rt_jit_arith_var, L->shr,
			 qir_emit_movp(f, a), qir_emit_movi(f, L->amode));
	after_acall(L, cp);
	return r;
}

/* The runtime's description of element reference A (see rt.h). */
static qir_reg aref_new(struct lower *L, struct arith *a, const char *base,
			int mode)
{
	struct rt_jit_aref *r = arena_alloc(lower_arena(L), sizeof *r);
	r->a = a;
	r->base = base ? rt_var_cell_own(L->sh, base) : NULL;
	r->mode = mode;
	r->tmpl = L->dyn; /* the slots of the statement's template */
	return qir_emit_movp(L->f, r);
}

static qir_reg aref(struct lower *L, struct arith *a)
{
	return aref_new(L, a, a->base, L->amode);
}

static qir_reg read_elem(struct lower *L, struct arith *a, qir_reg idx, bool cp)
{
	qir_reg v = call(L, RT_CALL_rt_jit_aget, L->shr, aref(L, a), idx);
	after_acall(L, cp);
	return v;
}

/* Stores VAL into V: inline when the cell needs no bookkeeping. */
static void store_var(struct lower *L, struct var *v, qir_reg val,
		      enum rt_jit_call_id slow_fn, bool cp)
{
	struct qir_func *f = L->f;
	qir_label slow = qir_label_new(f), join = qir_label_new(f);
	qir_reg cell = qir_emit_movp(f, v);
	qir_reg fl = fld_load(L, cell, RT_FLD_VAR_FLAGS);
	qir_reg bad = qir_emit_bin(f, QO_AND, fl,
				   qir_emit_movi(f, RT_JIT_VF_NOSTORE));
	qir_label pure = L->pure_bail;
	if (pure)
		note_guard(L, v, RT_JIT_VF_NOSTORE, 0);
	qir_emit_br(f, QO_BT, bad, pure ? pure : slow);
	fld_store(L, cell, RT_FLD_VAR_IVAL, val);
	qir_reg nf = qir_emit_bin(f, QO_AND, fl,
				  qir_emit_movi(f, ~(int64_t)RT_JIT_VF_STALE));
	nf = qir_emit_bin(f, QO_OR, nf, qir_emit_movi(f, RT_JIT_VF_CACHED));
	fld_store(L, cell, RT_FLD_VAR_FLAGS, nf);
	L->pure_bail = 0;
	if (pure)
		return; /* no slow path of its own: no join */
	qir_emit_jmp(f, join);
	qir_emit_label(f, slow);
	if (slow_fn == RT_CALL_rt_jit_arith_store) {
		call4(L, slow_fn, L->shr, cell, val,
		      qir_emit_movi(f, L->amode));
		after_acall(L, cp);
	} else {
		call(L, slow_fn, L->shr, cell, val);
		check_skip(L, cp);
	}
	qir_emit_label(f, join);
}

/* X / Y or X % Y at error site A (ast.h). */
static qir_reg divmod(struct lower *L, struct arith *a, enum qir_op op,
		      qir_reg x, qir_reg y, bool cp)
{
	qir_label ok = qir_label_new(L->f);
	if (L->pure_bail && L->amode != RT_AM_PROBE) {
		/* the interpreter reports the error, for the whole statement */
		qir_emit_br(L->f, QO_BF, y, L->pure_bail);
		return qir_emit_bin(L->f, op, x, y);
	}
	qir_emit_br(L->f, QO_BT, y, ok);
	if (L->amode != RT_AM_PROBE) {
		call(L, RT_CALL_rt_jit_arith_error, L->shr,
		     aref_new(L, a, NULL, L->amode), 0);
		if (a->in_subscript) /* abandons the line (jit_rt.c) */
			check_skip(L, cp);
	}
	qir_emit_jmp(L->f,
		     L->amode == RT_AM_HARD ? skip_label(L, cp) : L->afail);
	qir_emit_label(L->f, ok);
	return qir_emit_bin(L->f, op, x, y);
}

/* X op Y for node A (a binary or compound assignment node). */
static qir_reg binop(struct lower *L, struct arith *a, enum arith_op op,
		     qir_reg x, qir_reg y, bool cp)
{
	struct qir_func *f = L->f;
	switch (op) {
	case AO_ADD:
		return qir_emit_bin(f, QO_ADD, x, y);
	case AO_SUB:
		return qir_emit_bin(f, QO_SUB, x, y);
	case AO_MUL:
		return qir_emit_bin(f, QO_MUL, x, y);
	case AO_DIV:
		return divmod(L, a, QO_DIV, x, y, cp);
	case AO_MOD:
		return divmod(L, a, QO_MOD, x, y, cp);
	case AO_SHL:
		return qir_emit_bin(f, QO_SHL, x, y);
	case AO_SHR:
		return qir_emit_bin(f, QO_SHR, x, y);
	case AO_LT:
		return qir_emit_bin(f, QO_LT, x, y);
	case AO_LE:
		return qir_emit_bin(f, QO_LE, x, y);
	case AO_GT:
		return qir_emit_bin(f, QO_GT, x, y);
	case AO_GE:
		return qir_emit_bin(f, QO_GE, x, y);
	case AO_EQ:
		return qir_emit_bin(f, QO_EQ, x, y);
	case AO_NE:
		return qir_emit_bin(f, QO_NE, x, y);
	case AO_BAND:
		return qir_emit_bin(f, QO_AND, x, y);
	case AO_BXOR:
		return qir_emit_bin(f, QO_XOR, x, y);
	case AO_BOR:
		return qir_emit_bin(f, QO_OR, x, y);
	case AO_POW: {
		qir_reg r = call4(L, RT_CALL_rt_jit_pow, L->shr, x, y,
				  aref_new(L, a, NULL, L->amode));
		after_acall(L, cp);
		return r;
	}
	default:
		return x;
	}
}

static qir_reg logical(struct lower *L, struct arith *a, bool cp)
{
	struct qir_func *f = L->f;
	qir_reg r = qir_reg_new(f, QT_I64);
	qir_label done = qir_label_new(f);
	qir_reg x = arith(L, a->a, cp);
	qir_reg xb = qir_emit_bin(f, QO_NE, x, qir_emit_movi(f, 0));
	qir_emit_mov(f, r, xb);
	qir_emit_br(f, a->kind == AK_LAND ? QO_BF : QO_BT, xb, done);
	qir_reg y = arith(L, a->b, cp);
	qir_emit_mov(f, r, qir_emit_bin(f, QO_NE, y, qir_emit_movi(f, 0)));
	qir_emit_label(f, done);
	return r;
}

/* An element reference or assignment the runtime evaluates whole (its
 * subscript once). */
static qir_reg runtime_elem(struct lower *L, struct arith *a, bool cp)
{
	qir_reg r = call(L, RT_CALL_rt_jit_arith_elem, L->shr,
			 qir_emit_movp(L->f, a), qir_emit_movi(L->f, L->amode));
	after_acall(L, cp);
	return r;
}

static qir_reg assign(struct lower *L, struct arith *a, bool cp)
{
	struct qir_func *f = L->f;
	bool elem = native_elem(a);
	if (a->base && !elem)
		return runtime_elem(L, a, cp);
	struct var *v = elem ? NULL : rt_var_cell_own(L->sh, a->name);
	qir_reg old = 0, val;
	/* the assignment node itself is the variable node the slow paths
	 * read through: it carries the name (and its own cell cache) */
	if (a->kind != AK_ASSIGN || a->op != AO_NONE)
		old = elem ? read_elem(L, a, arith(L, a->idx, cp), cp)
			   : read_var(L, a, v, cp);
	switch (a->kind) {
	case AK_PREINC:
	case AK_POSTINC:
		val = qir_emit_bin(f, QO_ADD, old, qir_emit_movi(f, 1));
		break;
	case AK_PREDEC:
	case AK_POSTDEC:
		val = qir_emit_bin(f, QO_SUB, old, qir_emit_movi(f, 1));
		break;
	default: {
		qir_reg rhs = arith(L, a->b, cp);
		val = a->op == AO_NONE ? rhs : binop(L, a, a->op, old, rhs, cp);
	}
	}
	if (elem) {
		/* the interpreter evaluates the subscript again for the store */
		qir_reg idx = arith(L, a->idx, cp);
		call4(L, RT_CALL_rt_jit_aset, L->shr, aref(L, a), idx, val);
		after_acall(L, cp);
	} else {
		store_var(L, v, val, RT_CALL_rt_jit_arith_store, cp);
	}
	return (a->kind == AK_POSTINC || a->kind == AK_POSTDEC) ? old : val;
}

static qir_reg arith(struct lower *L, struct arith *a, bool cp)
{
	struct qir_func *f = L->f;
	switch (a->kind) {
	case AK_NUM:
		return qir_emit_movi(f, a->num);
	case AK_SLOT:
		for (int k = 0; L->dyn && k < L->dyn->n; k++)
			if (L->dyn->slot[k] == a)
				return L->dyn_regs[k];
		assert(!"a slot outside the statement's template");
		return qir_emit_movi(f, 0);
	case AK_VAR:
		if (native_elem(a))
			return read_elem(L, a, arith(L, a->idx, cp), cp);
		if (a->base)
			return runtime_elem(L, a, cp);
		if (computed_name(L, a->name))
			return read_computed(L, a, cp);
		return read_var(L, a, rt_var_cell_own(L->sh, a->name), cp);
	case AK_UNARY: {
		qir_reg x = arith(L, a->a, cp);
		switch (a->op) {
		case AO_NEG:
			return qir_emit_un(f, QO_NEG, x);
		case AO_NOT:
			return qir_emit_un(f, QO_LNOT, x);
		case AO_BNOT:
			return qir_emit_un(f, QO_NOT, x);
		default:
			return x;
		}
	}
	case AK_BINARY: {
		qir_reg x = arith(L, a->a, cp);
		qir_reg y = arith(L, a->b, cp);
		return binop(L, a, a->op, x, y, cp);
	}
	case AK_LAND:
	case AK_LOR:
		return logical(L, a, cp);
	case AK_COND: {
		qir_reg r = qir_reg_new(f, QT_I64);
		qir_label els = qir_label_new(f), done = qir_label_new(f);
		qir_emit_br(f, QO_BF, arith(L, a->a, cp), els);
		qir_emit_mov(f, r, arith(L, a->b, cp));
		qir_emit_jmp(f, done);
		qir_emit_label(f, els);
		qir_emit_mov(f, r, arith(L, a->c, cp));
		qir_emit_label(f, done);
		return r;
	}
	case AK_COMMA:
		arith(L, a->a, cp);
		return arith(L, a->b, cp);
	default:
		return assign(L, a, cp);
	}
}

/* ------------------------------------------------- simple statements */

/* The integer a literal word stands for, when it is canonical decimal. */
static bool literal_int(const struct word *w, int64_t *out)
{
	const struct wpart *p = w ? w->parts : NULL;
	return p && !p->next && p->kind == WP_LIT &&
	       rt_canonical_int(p->lit.s, out);
}

static const char *literal_str(const struct word *w)
{
	const struct wpart *p = w ? w->parts : NULL;
	return p && !p->next && p->kind == WP_LIT ? p->lit.s : NULL;
}

/* The static arithmetic tree of a word that is exactly $((...)). */
static struct arith *word_arith(const struct word *w)
{
	const struct wpart *p = w ? w->parts : NULL;
	if (p && !p->next && p->kind == WP_ARITH && p->arith.expr &&
	    arith_ok(p->arith.expr, 0))
		return p->arith.expr;
	return NULL;
}

/*
 * Dynamic arithmetic $(( ... $x ... )): the runtime's template of the
 * text (rt_arith_tmpl, runtime/arith.c), whose slots stand for plain
 * parameters holding canonical non-negative decimals.  The statement's
 * guard reads the values (dyn_guard) and falls back to the interpreter
 * when one is not such a number.
 */
struct dyn {
	const struct arith_tmpl *t;
	int ncopy;       /* values copied from a parameter (copy_value) */
	qir_reg copy[8]; /* their integers, read by copy_guard */
};

static const char *word_var(const struct word *w);
static const char *word_special(const struct word *w);
static qir_reg test_operand(struct lower *L, const struct word *w,
			    qir_label slow);

static bool dyn_arith(struct lower *L, const struct word *w, struct dyn *d)
{
	struct wpart *p = w ? w->parts : NULL;
	if (!p || p->next || p->kind != WP_ARITH || p->arith.expr)
		return false;
	d->t = rt_arith_tmpl(L->sh, p->arith.text, &p->arith.rt_tmpl);
	return d->t && arith_ok(d->t->expr, 0);
}

/* Reads the parameters of D into dyn_regs; a value that is not a plain
 * number sends the statement to SLOW (before any side effect). */
static void dyn_guard(struct lower *L, const struct dyn *d, qir_label slow)
{
	qir_label pure = L->pure_bail; /* rt_jit_tmpl_read only reads */

	L->dyn = d->t;
	qir_reg ok = call(L, RT_CALL_rt_jit_tmpl_read, L->shr,
			  qir_emit_movp(L->f, d->t), 0);
	qir_emit_br(L->f, QO_BF, ok, slow);
	for (int k = 0; k < d->t->n; k++)
		L->dyn_regs[k] = fld_load(L, qir_emit_movp(L->f, d->t->slot[k]),
					  RT_FLD_ARITH_NUM);
	L->pure_bail = pure;
}

/* A named variable expanded plainly: $name, ${name} or "$name", whose
 * value is its cell's (not one computed when read, as $LINENO's). */
static const char *word_var(const struct word *w)
{
	const struct wpart *p = w ? w->parts : NULL;
	if (p && !p->next && p->kind == WP_DQUOTE)
		p = p->sub;
	if (!p || p->next || p->kind != WP_PARAM || p->param.op != PO_PLAIN ||
	    !rt_valid_name(p->param.name) ||
	    rt_param_may_be_computed(p->param.name))
		return NULL;
	return p->param.name;
}

static void guard_gen(struct lower *L, qir_label slow)
{
	note_guard(L, NULL, 0, L->gen);
	qir_reg g = ld(L, RT_FLD_SH_GEN);
	qir_reg ne = qir_emit_bin(L->f, QO_NE, g, qir_emit_movi(L->f, L->gen));
	qir_emit_br(L->f, QO_BT, ne, slow);
}

/* x=$y, x="$y", x=$1: a value that the statement's guard reads as an
 * integer when its text is that integer's canonical decimal (test_operand:
 * a cell holding only an integer, or a positional or special parameter
 * holding such text), so that assigning the integer gives the variable
 * the same text.  (word_var takes no name computed when read.) */
static bool copy_value(const struct word *w)
{
	return word_var(w) || word_special(w);
}

/* Whether an assignment of N before A assigns NAME. */
static bool assigned_before(const struct node *n, const struct assign *a,
			    const char *name)
{
	for (const struct assign *b = n->simple.assigns; b != a; b = b->next)
		if (!strcmp(b->name, name))
			return true;
	return false;
}

/* Assignments of integers: every value is a static $((...)), a canonical
 * integer literal or a copy (copy_value), or the statement is one
 * assignment of a dynamic $((...)) (see dyn_arith), whose parameters are
 * then in *d.  Copies are read by the statement's guard, before any
 * assignment: so none may read a variable that an earlier assignment of
 * the statement sets, and $((...)) next to them must assign nothing. */
static bool assigns_native(struct lower *L, const struct node *n, struct dyn *d)
{
	d->t = NULL;
	d->ncopy = 0;
	if (n->simple.argc || n->redirs || !n->simple.assigns)
		return false;
	const struct assign *a = n->simple.assigns;
	if (!a->next && !a->index && !a->append && !a->compound &&
	    !word_arith(a->value) && dyn_arith(L, a->value, d))
		return true;
	bool impure = false;
	for (; a; a = a->next) {
		int64_t v;
		if (a->index || a->append || a->compound)
			return false;
		if (copy_value(a->value)) {
			const char *src = word_var(a->value);
			if (d->ncopy == 8 ||
			    (src && assigned_before(n, a, src)))
				return false;
			d->ncopy++;
		} else if (word_arith(a->value)) {
			impure |= !pure_arith(word_arith(a->value), 0);
		} else if (!literal_int(a->value, &v)) {
			return false;
		}
	}
	return !(d->ncopy && impure);
}

/* The guard of the copies of assigns_native: each read as an integer,
 * any other text sending the statement to SLOW. */
static void copy_guard(struct lower *L, const struct node *n, struct dyn *d,
		       qir_label slow)
{
	int k = 0;
	for (const struct assign *a = n->simple.assigns; a; a = a->next)
		if (copy_value(a->value))
			d->copy[k++] = test_operand(L, a->value, slow);
}

static void lower_assigns(struct lower *L, const struct node *n,
			  const struct dyn *d, bool cp)
{
	int k = 0;
	for (const struct assign *a = n->simple.assigns; a; a = a->next) {
		int64_t iv;
		struct arith *e = d->t ? d->t->expr : word_arith(a->value);
		qir_reg v = d->ncopy && copy_value(a->value) ? d->copy[k++]
			    : e                              ? arith(L, e, cp)
				: (literal_int(a->value, &iv),
				   qir_emit_movi(L->f, iv));
		store_var(L, rt_var_cell_own(L->sh, a->name), v,
			  RT_CALL_rt_jit_assign_int, cp);
	}
	sti(L, RT_FLD_SH_STATUS, 0);
}

/* An arithmetic tree without assignments: evaluating it twice (once here,
 * once more if a later guard sends the statement to the interpreter)
 * changes nothing. */
static bool pure_arith(const struct arith *a, int depth)
{
	if (!a)
		return depth > 0;
	if (depth > 64 || a->kind == AK_ASSIGN || a->kind == AK_PREINC ||
	    a->kind == AK_PREDEC || a->kind == AK_POSTINC ||
	    a->kind == AK_POSTDEC)
		return false;
	if (a->base && !(a->idx && pure_arith(a->idx, depth + 1)))
		return false;
	return pure_arith(a->a, depth + 1) && pure_arith(a->b, depth + 1) &&
	       pure_arith(a->c, depth + 1);
}

/* An integer operand of a native comparison (see test_operand). */
/* A positional or special parameter expanded plainly ($1, "${2}", $#,
 * $?): its name, read through rt_jit_param_int. */
static const char *word_special(const struct word *w)
{
	const struct wpart *p = w ? w->parts : NULL;
	if (p && !p->next && p->kind == WP_DQUOTE)
		p = p->sub;
	if (!p || p->next || p->kind != WP_PARAM || p->param.op != PO_PLAIN ||
	    p->param.indirect || p->param.index)
		return NULL;
	const char *s = p->param.name;
	if (!strcmp(s, "#") || !strcmp(s, "?"))
		return s;
	size_t n = strspn(s, "0123456789");
	return n && !s[n] ? s : NULL;
}

/* ... or one dynamic $((...)) without assignments per statement (*D). */
static bool int_operand_ok(struct lower *L, const struct word *w, struct dyn *d)
{
	int64_t v;
	if (literal_int(w, &v) || word_var(w) || word_special(w) ||
	    pure_arith(word_arith(w), 0))
		return true;
	struct dyn t;
	if (d->t || !dyn_arith(L, w, &t) || !pure_arith(t.t->expr, 0))
		return false;
	*d = t;
	return true;
}

/* [ A op B ] / test A op B, an integer comparison whatever A and B hold
 * (bi_test_int_form decides, builtins/test.c), with integer operands:
 * literals, variables holding integers, or $((...)) without assignments
 * (the text of its result is the canonical decimal, which test reads as
 * the same value). */
static bool test_native(struct lower *L, const struct node *n, struct dyn *d)
{
	char *v[5];
	int argc = n->simple.argc;
	if (n->redirs || n->simple.assigns || n->simple.kw || argc > 5)
		return false;
	for (int i = 0; i < argc; i++)
		v[i] = (char *)literal_str(n->simple.argv[i]);
	/* the last word, $_ afterwards, must be known (`[ ... ]`) */
	return argc && v[argc - 1] &&
	       bi_test_int_form(argc, v) != BI_TEST_NONE &&
	       int_operand_ok(L, n->simple.argv[1], d) &&
	       int_operand_ok(L, n->simple.argv[3], d);
}

/* Operand of a native test: a constant, a cell holding a pure integer
 * (string stale, so its text is the canonical decimal), or a positional
 * or special parameter whose text is a canonical non-negative decimal
 * (rt_jit_param_int; any other text, or none, takes the slow path). */
static qir_reg test_operand(struct lower *L, const struct word *w,
			    qir_label slow)
{
	int64_t v;
	if (literal_int(w, &v))
		return qir_emit_movi(L->f, v);
	if (word_special(w)) {
		qir_label pure = L->pure_bail; /* the call only reads */
		qir_reg r = call(L, RT_CALL_rt_jit_param_int, L->shr,
				 qir_emit_movp(L->f, word_special(w)), 0);
		qir_emit_br(
			L->f, QO_BT,
			qir_emit_bin(L->f, QO_LT, r, qir_emit_movi(L->f, 0)),
			slow);
		L->pure_bail = pure;
		return r;
	}
	if (!word_var(w))
		return 0; /* $((...)): evaluated after every guard */
	struct var *cell = rt_var_cell_own(L->sh, word_var(w));
	qir_reg c = qir_emit_movp(L->f, cell);
	qir_reg fl = fld_load(L, c, RT_FLD_VAR_FLAGS);
	qir_reg m = qir_emit_bin(L->f, QO_AND, fl,
				 qir_emit_movi(L->f, RT_JIT_VF_INTONLY));
	qir_reg bad = qir_emit_bin(L->f, QO_NE, m,
				   qir_emit_movi(L->f, RT_JIT_VF_CACHED));
	if (L->copy == C_FAST) {
		qir_emit_br(L->f, QO_BT, bad, slow);
	} else {
		/* a cell holding canonical text (n=${1:-100}) is turned
		 * into its integer once, rather than failing every time */
		qir_label ok = qir_label_new(L->f);
		qir_emit_br(L->f, QO_BF, bad, ok);
		qir_emit_br(L->f, QO_BF,
			    call(L, RT_CALL_rt_jit_int_only, L->shr, c, 0),
			    slow);
		qir_emit_label(L->f, ok);
	}
	note_guard(L, cell, RT_JIT_VF_INTONLY, RT_JIT_VF_CACHED);
	return fld_load(L, c, RT_FLD_VAR_IVAL);
}

/* $? of `LW op RW` for an integer comparison operator OP: test's
 * comparison (bi_test_int_cmp) as one QIR compare. */
static void lower_int_compare(struct lower *L, const struct word *lw,
			      const char *op, const struct word *rw,
			      const struct dyn *d, qir_label slow, bool cp)
{
	static const enum qir_op map[] = {
		[BI_TEST_EQ] = QO_EQ, [BI_TEST_NE] = QO_NE,
		[BI_TEST_LT] = QO_LT, [BI_TEST_LE] = QO_LE,
		[BI_TEST_GT] = QO_GT, [BI_TEST_GE] = QO_GE,
	};
	/* guards of both operands first, then the arithmetic ones, whose
	 * variable reads may run the runtime's rules */
	qir_reg a = test_operand(L, lw, slow);
	qir_reg b = test_operand(L, rw, slow);
	if (d->t)
		dyn_guard(L, d, slow);
	struct arith *le = word_arith(lw), *re = word_arith(rw);
	if (!a)
		a = arith(L, le ? le : d->t->expr, cp);
	if (!b)
		b = arith(L, re ? re : d->t->expr, cp);
	qir_reg t = qir_emit_bin(L->f, map[bi_test_int_op(op)], a, b);
	st(L, RT_FLD_SH_STATUS, qir_emit_un(L->f, QO_LNOT, t));
}

static void lower_test(struct lower *L, const struct node *n,
		       const struct dyn *d, qir_label slow, bool cp)
{
	struct word **w = n->simple.argv;
	lower_int_compare(L, w[1], literal_str(w[2]), w[3], d, slow, cp);
}

/* [[ A op B ]] with an integer operator: its operands are evaluated as
 * arithmetic, which for the operands test_operand accepts (canonical
 * integers) gives the same values as the test builtin. */
static bool cond_native(struct lower *L, const struct node *n, struct dyn *d)
{
	const struct cond *c = n->cond.expr;
	return !n->redirs && c && c->kind == CK_BINARY &&
	       bi_test_int_op(c->op) != BI_TEST_NONE &&
	       int_operand_ok(L, c->l, d) && int_operand_ok(L, c->r, d);
}

static void lower_cond(struct lower *L, const struct node *n,
		       const struct dyn *d, bool cond, bool cp)
{
	const struct cond *c = n->cond.expr;
	L->st->native++;
	qir_label slow = stmt_slow(L);
	guard_gen(L, slow);
	sti(L, RT_FLD_SH_LINENO, n->lineno);
	lower_int_compare(L, c->l, c->op, c->r, d, slow, cp);
	note_command(L, -1, NULL);
	guarded_tail(L, n, cond, cp, slow);
}

/*
 * The builtins compiled natively, all of them, in the manner of LuaJIT's
 * lj_ffrecord.c.  The contract: a row never restates what its builtin
 * does.  It uses the runtime function that the builtin itself uses, and
 * declines whatever that function does not cover, leaving the command to
 * rt_jit_builtin (which calls the builtin) or to the interpreter:
 *  - NB_STATUS (`:`, true, false) with literal operands: the builtin has
 *    no effect (builtins/true.c), so it is called at compile time and its
 *    status compiled in.
 *  - NB_LOOP (break, continue) with a literal count N >= 1 inside a
 *    compiled loop: rt_jit_loop_ctl, the builtins' rt_loop_control.
 *  - NB_TEST (test, [): the integer comparisons of bi_test_int_form, the
 *    test builtin's own decision (builtins/test.c), compiled as the QIR
 *    compare of its operator when the operands are integers (test_native).
 *  - NB_ECHO (echo) with literal and plain-parameter words: rt_jit_echo,
 *    which prints through echo's own bi_echo_line.
 *  - NB_RETURN (return) with no operand or a literal one: rt_jit_return,
 *    which runs the builtin on the words as written (no expansion, no
 *    temporary scope: there are no prefix assignments); the statement's
 *    skip check then leaves the function body.
 *  - NB_NEVER (exec): never through rt_jit_builtin (it would outlive the
 *    statement's redirections), always interpreted.
 * Any other builtin with a literal name goes through rt_jit_builtin
 * (lower_command), which expands a declaration utility's (local,
 * declare...) operands as the evaluator does (rt_expand_command), or the
 * interpreter.  NB_STATUS
 * and NB_TEST rows are lowered by name, without a command lookup: a
 * function of such a name, when it is not a special builtin's, turns the
 * fast paths off (fast_paths_ok), and defining one later bumps jit.gen.
 */
enum nb_kind { NB_STATUS, NB_LOOP, NB_TEST, NB_ECHO, NB_RETURN, NB_NEVER };

static const struct native_builtin {
	const char *name;
	enum nb_kind kind;
	int skip; /* NB_LOOP: the enum skip it requests */
} native_builtins[] = {
	{ ":", NB_STATUS, 0 },
	{ "true", NB_STATUS, 0 },
	{ "false", NB_STATUS, 0 },
	{ "break", NB_LOOP, SKIP_BREAK },
	{ "continue", NB_LOOP, SKIP_CONTINUE },
	{ "[", NB_TEST, 0 },
	{ "test", NB_TEST, 0 },
	{ "echo", NB_ECHO, 0 },
	{ "return", NB_RETURN, 0 },
	{ "exec", NB_NEVER, 0 },
};

/* The row of builtin NAME (may be NULL), or NULL. */
static const struct native_builtin *native_builtin(const char *name)
{
	for (size_t i = 0;
	     name && i < sizeof native_builtins / sizeof *native_builtins; i++)
		if (!strcmp(name, native_builtins[i].name))
			return &native_builtins[i];
	return NULL;
}

/* The row of simple command N's name when it is a literal, or NULL. */
static const struct native_builtin *native_command(const struct node *n)
{
	return n->simple.argc ? native_builtin(literal_str(n->simple.argv[0]))
			      : NULL;
}

/* NB_STATUS: the status of N, a call of builtin NB with literal operands
 * only; -1 when N is not that. */
static int trivial_status(struct lower *L, const struct node *n,
			  const struct native_builtin *nb)
{
	int argc = n->simple.argc;
	if (!nb || nb->kind != NB_STATUS || n->redirs || n->simple.assigns)
		return -1;
	for (int i = 0; i < argc; i++)
		if (!literal_str(n->simple.argv[i]))
			return -1;
	char **argv = scalloc((size_t)argc + 1, sizeof *argv);
	for (int i = 0; i < argc; i++)
		argv[i] = (char *)literal_str(n->simple.argv[i]);
	const struct builtin *bi = rt_builtin_find(nb->name);
	int status = bi->fn(L->sh, argc, argv);
	sfree(argv);
	return status;
}

/* NB_LOOP: the count N of `break [N]` / `continue [N]` (a literal within
 * what the builtin accepts), or 0 when N is not that. */
static int loop_control(const struct node *n, const struct native_builtin *nb)
{
	if (!nb || nb->kind != NB_LOOP || n->redirs || n->simple.assigns ||
	    n->simple.argc > 2)
		return 0;
	int64_t lv = 1;
	if (n->simple.argc == 2 &&
	    (!literal_int(n->simple.argv[1], &lv) || lv < 1 || lv > 1000000))
		return 0;
	return (int)lv;
}

/* A command whose literal name resolves now to a builtin or function:
 * guarded by jit.gen, run through rt_jit_builtin / rt_jit_call. */
static bool lower_command(struct lower *L, const struct node *n, bool cond,
			  bool cp)
{
	if (!n->simple.argc || n->redirs)
		return false;
	const char *name = literal_str(n->simple.argv[0]);
	/* a name that could glob to another is resolved when it runs; `[`
	 * alone is no pattern (no closing bracket): it stays itself, under
	 * nullglob and failglob too, so [ -n "$s" ] is a builtin call */
	if (!name || ((n->simple.argv[0]->flags & W_GLOB) && strcmp(name, "[")))
		return false;
	struct cmd_lookup cl;
	rt_cmd_lookup(L->sh, name, 0, &cl);
	const void *target = NULL;
	enum rt_jit_call_id id = RT_CALL__COUNT;
	const struct native_builtin *nb =
		cl.bi ? native_builtin(cl.bi->name) : NULL;
	if (n->simple.assigns && cl.kind != CMD_BUILTIN) {
		/* prefix assignments: only a regular builtin's are made
		 * temporaries by rt_jit_builtin (IFS=, read) */
	} else if ((cl.kind == CMD_BUILTIN || cl.kind == CMD_SPECIAL) &&
		   !(nb && nb->kind == NB_NEVER)) {
		target = cl.bi;
		id = nb && nb->kind == NB_ECHO && rt_jit_echo_ok(n)
			     ? RT_CALL_rt_jit_echo
		     : nb && nb->kind == NB_TEST && rt_jit_test_ok(n)
			     ? RT_CALL_rt_jit_test
		     : nb && nb->kind == NB_RETURN ? RT_CALL_rt_jit_return
						   : RT_CALL_rt_jit_builtin;
	} else if (cl.kind == CMD_FUNCTION) {
		target = cl.fn;
		id = RT_CALL_rt_jit_call;
	}
	rt_cmd_lookup_free(&cl);
	if (!target)
		return false;
	struct qir_func *f = L->f;
	L->st->native++;
	qir_label slow = stmt_slow(L);
	guard_gen(L, slow);
	qir_reg args[4] = { L->shr, qir_emit_movp(f, n),
			    qir_emit_movp(f, target), qir_emit_movi(f, cond) };
	qir_emit_call(f, L->u, rt_sym(L, id), 4, args);
	check_skip(L, cp);
	guarded_tail(L, n, cond, cp, slow);
	return true;
}

static qir_reg arith_in(struct lower *L, struct arith *e, int mode,
			qir_label fail, bool cp);

/* A statement run by one runtime call ID(sh, N) returning $?, the
 * routine the interpreter runs for it, guarded by jit.gen (which the
 * options and traps it depends on move). */
static void direct_call(struct lower *L, const struct node *n,
			enum rt_jit_call_id id, bool cond, bool cp)
{
	L->st->native++;
	qir_label slow = stmt_slow(L);
	guard_gen(L, slow);
	call(L, id, L->shr, qir_emit_movp(L->f, n), 0);
	check_skip(L, cp);
	guarded_tail(L, n, cond, cp, slow);
}

/* An offset or length of ${s:off:len} compiled natively: a literal
 * arithmetic text, parsed, native and pure (the interpreter evaluates it
 * again when the statement falls back). */
static struct arith *substr_operand(struct lower *L, const struct word *w)
{
	const struct wpart *p = w ? w->parts : NULL;
	const char *err = NULL;
	if (!p || p->next || (p->kind != WP_LIT && p->kind != WP_QLIT) ||
	    !p->lit.len || memchr(p->lit.s, '\\', p->lit.len))
		return NULL;
	struct arith *e =
		arith_parse(lower_arena(L), p->lit.s, p->lit.len, &err);
	return e && arith_ok(e, 0) && pure_arith(e, 1) ? e : NULL;
}

/* x=${s:off:len} with native offsets (rt_jit_substr_part). */
static bool substr_native(struct lower *L, const struct node *n,
			  struct arith **off, struct arith **len)
{
	const struct wpart *p = rt_jit_substr_part(n);
	if (!p || !(*off = substr_operand(L, p->param.arg)))
		return false;
	*len = NULL;
	return !p->param.arg2 || (*len = substr_operand(L, p->param.arg2));
}

static void lower_substr(struct lower *L, const struct node *n,
			 struct arith *oe, struct arith *le, bool cond, bool cp)
{
	struct qir_func *f = L->f;
	L->st->native++;
	qir_label slow = stmt_slow(L), fail = qir_label_new(f);
	qir_label done = qir_label_new(f);
	guard_gen(L, slow);
	qir_reg off = arith_in(L, oe, RT_AM_PROBE, fail, cp);
	qir_reg len = le ? arith_in(L, le, RT_AM_PROBE, fail, cp)
			 : qir_emit_movi(f, 0);
	qir_reg r = call4(L, RT_CALL_rt_jit_substr, L->shr, qir_emit_movp(f, n),
			  off, len);
	qir_emit_br(f, QO_BT, qir_emit_bin(f, QO_LT, r, qir_emit_movi(f, 0)),
		    slow);
	qir_emit_jmp(f, done);
	qir_emit_label(f, fail);
	sti(L, RT_FLD_SH_AERR, 0);
	qir_emit_jmp(f, slow);
	qir_emit_label(f, done);
	guarded_tail(L, n, cond, cp, slow);
}

/* The string assignments of N by one runtime call, which declines
 * (before any change, to SLOW) when a target needs the general path. */
static void string_assign(struct lower *L, const struct node *n, qir_label slow)
{
	struct qir_func *f = L->f;
	qir_reg r =
		call(L, RT_CALL_rt_jit_assign, L->shr, qir_emit_movp(f, n), 0);
	qir_emit_br(f, QO_BT, qir_emit_bin(f, QO_LT, r, qir_emit_movi(f, 0)),
		    slow);
}

static void lower_simple(struct lower *L, const struct node *n, bool cond,
			 bool cp)
{
	struct qir_func *f = L->f;
	const struct native_builtin *nb = native_command(n);
	int levels;
	if ((levels = loop_control(n, nb)) && L->loop) {
		/* the builtin's own rule (rt_loop_control), then the decision
		 * of the innermost loop's skip block, which it goes on from
		 * (its skip_body would take $? as the body's status) */
		struct loop_ctx *lc = L->loop;
		L->st->native++;
		prof_native(L, n);
		qir_emit_mov(f, lc->k,
			     call4(L, RT_CALL_rt_jit_loop_ctl, L->shr,
				   qir_emit_movi(f, nb->skip),
				   qir_emit_movi(f, levels),
				   qir_emit_movi(f, cp && lc->until)));
		if (!cp)
			qir_emit_mov(f, lc->lst, ld(L, RT_FLD_SH_STATUS));
		qir_emit_jmp(f, lc->decided);
		return;
	}
	if (!L->plain) {
		interp(L, n, cond, cp, NULL);
		return;
	}
	int ts = trivial_status(L, n, nb);
	struct dyn d = { 0 }, td = { 0 };
	bool asg = assigns_native(L, n, &d);
	bool tst = nb && nb->kind == NB_TEST && test_native(L, n, &td);
	struct arith *off, *len;
	if (ts < 0 && !asg && !tst && substr_native(L, n, &off, &len)) {
		lower_substr(L, n, off, len, cond, cp);
		return;
	}
	if (ts < 0 && !asg && !tst && rt_jit_assign_ok(n)) {
		L->st->native++; /* string assignments */
		qir_label slow = stmt_slow(L);
		guard_gen(L, slow);
		string_assign(L, n, slow);
		guarded_tail(L, n, cond, cp, slow);
		return;
	}
	if (ts < 0 && !asg && !tst && rt_jit_assign_cmd_ok(n)) {
		/* other assignments: the interpreter's assignment-only
		 * command, called directly */
		direct_call(L, n, RT_CALL_rt_jit_assign_cmd, cond, cp);
		return;
	}
	if (ts < 0 && !asg && !tst) {
		if (!lower_command(L, n, cond, cp))
			interp(L, n, cond, cp, NULL);
		return;
	}
	L->st->native++;
	qir_label slow = stmt_slow(L), text = 0, done = 0;
	guard_gen(L, slow);
	/* before the guards that expand words: $((${LINENO})) reads it */
	sti(L, RT_FLD_SH_LINENO, n->lineno);
	if (asg && d.t)
		dyn_guard(L, &d, slow);
	if (asg && d.ncopy && rt_jit_assign_ok(n)) {
		/* a copied value that is not an integer's text (s=$rest):
		 * the string assignment, as for any other value */
		text = qir_label_new(f);
		done = qir_label_new(f);
	}
	if (asg && d.ncopy)
		copy_guard(L, n, &d, text ? text : slow);
	if (ts >= 0)
		sti(L, RT_FLD_SH_STATUS, ts);
	else if (asg)
		lower_assigns(L, n, &d, cp);
	else
		lower_test(L, n, &td, slow, cp);
	note_command(L,
		     ts >= 0 ? ts
		     : asg   ? 0
			     : -1,
		     asg ? ""
			 : literal_str(n->simple.argv[n->simple.argc - 1]));
	if (text) {
		qir_emit_jmp(f, done);
		qir_emit_label(f, text);
		string_assign(L, n, slow);
		qir_emit_label(f, done);
	}
	guarded_tail(L, n, cond, cp, slow);
}

/* ------------------------------------------- (( )) and a[i]=v */

/* Lowers E in error mode MODE, errors going to FAIL; returns its value. */
static qir_reg arith_in(struct lower *L, struct arith *e, int mode,
			qir_label fail, bool cp)
{
	int om = L->amode;
	qir_label of = L->afail;
	L->amode = mode;
	L->afail = fail;
	qir_reg v = arith(L, e, cp);
	L->amode = om;
	L->afail = of;
	return v;
}

/* Whether an operand of (( )) or for ((;;)) can be compiled: a static
 * tree natively, text with expansions through rt_jit_asrc. */
static bool asrc_ok(const struct arith_src *src)
{
	return !src->expr || arith_ok(src->expr, 0);
}

/* The value of operand SRC (DFLT when empty), soft errors going to FAIL. */
static qir_reg asrc_value(struct lower *L, const struct arith_src *src,
			  int64_t dflt, qir_label fail, bool cp)
{
	if (src->expr)
		return arith_in(L, src->expr, RT_AM_SOFT, fail, cp);
	if (!src->text)
		return qir_emit_movi(L->f, dflt);
	/* `i < ${#s}`: the text's template (dyn_arith) natively while
	 * its slots read numbers, else the runtime's expansion.  Pure and
	 * in probe mode: an error's message shows the expanded text, so
	 * the runtime evaluates it again to report it. */
	struct arith_src *ms = (struct arith_src *)src; /* rt_tmpl: cache */
	const struct arith_tmpl *t =
		rt_arith_tmpl(L->sh, ms->text, &ms->rt_tmpl);
	qir_reg v = qir_reg_new(L->f, QT_I64);
	qir_label generic = qir_label_new(L->f), done = qir_label_new(L->f);
	if (t && arith_ok(t->expr, 0) && pure_arith(t->expr, 0)) {
		const struct arith_tmpl *outer = L->dyn;
		qir_label probe = qir_label_new(L->f);
		dyn_guard(L, &(struct dyn){ .t = t }, generic);
		qir_emit_mov(L->f, v,
			     arith_in(L, t->expr, RT_AM_PROBE, probe, cp));
		L->dyn = outer;
		qir_emit_jmp(L->f, done);
		qir_emit_label(L->f, probe);
		sti(L, RT_FLD_SH_AERR, 0);
	}
	qir_emit_label(L->f, generic);
	qir_emit_mov(L->f, v,
		     call(L, RT_CALL_rt_jit_asrc, L->shr,
			  qir_emit_movp(L->f, src), qir_emit_movi(L->f, dflt)));
	check_skip(L, cp); /* an expansion error's consequence */
	qir_emit_br(L->f, QO_BT, ld(L, RT_FLD_SH_AERR), fail);
	qir_emit_label(L->f, done);
	return v;
}

/* A part of for ((;;)) (DFLT when empty), evaluated again from its start
 * by the slow copy when a cold path is taken before any side effect, as
 * statements are (stmt_slow).  Native while the options are the ones
 * compiled for; else through rt_jit_clause, which traces it under set -x
 * and runs the DEBUG trap before it as the interpreter does (set and trap
 * bump sh->jit.gen). */
static qir_reg clause_value(struct lower *L, const struct arith_src *src,
			    int64_t dflt, qir_label fail, bool cp)
{
	struct qir_func *f = L->f;
	qir_label slow = stmt_slow(L);
	qir_reg r = qir_reg_new(f, QT_I64);
	guard_gen(L, slow);
	qir_emit_mov(f, r, asrc_value(L, src, dflt, fail, cp));
	L->pure_bail = 0;
	if (L->copy == C_FAST)
		return r; /* SLOW is the slow copy's */
	qir_label done = qir_label_new(f);
	qir_emit_jmp(f, done);
	qir_emit_label(f, slow);
	qir_emit_mov(f, r,
		     call(L, RT_CALL_rt_jit_clause, L->shr,
			  qir_emit_movp(f, src), qir_emit_movi(f, dflt)));
	check_skip(L, cp);
	qir_emit_br(f, QO_BT, ld(L, RT_FLD_SH_AERR), fail);
	qir_emit_label(f, done);
	return r;
}

/* Status 1 after a soft arithmetic error (message printed already). */
static void soft_failed(struct lower *L, qir_label fail, qir_reg lst)
{
	qir_emit_label(L->f, fail);
	sti(L, RT_FLD_SH_AERR, 0);
	if (lst)
		qir_emit_mov(L->f, lst, qir_emit_movi(L->f, 1));
	else
		sti(L, RT_FLD_SH_STATUS, 1);
}

static void lower_arith_cmd(struct lower *L, const struct node *n, bool cond,
			    bool cp)
{
	struct qir_func *f = L->f;
	if (!L->plain || !asrc_ok(&n->arith.e)) {
		interp(L, n, cond, cp, NULL);
		return;
	}
	L->st->native++;
	qir_label slow = stmt_slow(L), fail = qir_label_new(f);
	qir_label done = qir_label_new(f);
	guard_gen(L, slow);
	sti(L, RT_FLD_SH_LINENO, n->lineno);
	qir_reg v = asrc_value(L, &n->arith.e, 0, fail, cp);
	st(L, RT_FLD_SH_STATUS, qir_emit_bin(f, QO_EQ, v, qir_emit_movi(f, 0)));
	qir_emit_jmp(f, done);
	soft_failed(L, fail, 0);
	qir_emit_label(f, done);
	note_command(L, -1, NULL);
	guarded_tail(L, n, cond, cp, slow);
}

/* name[subscript]=value with a literal, pure subscript and an integer
 * value (a literal, pure $((...)), or $var / $1 holding an integer):
 * stored by the array fast path, which leaves any other case (no plain
 * indexed array yet, attributes, a hole) to the interpreter. */
static bool elem_assign_native(struct lower *L, const struct node *n,
			       struct arith **idx, struct arith **val)
{
	const struct assign *a = n->simple.assigns;
	int64_t iv;
	if (!L->plain || n->simple.argc || n->redirs || !a || a->next ||
	    !a->index || a->append || a->compound)
		return false;
	const char *sub = literal_str(a->index);
	*val = word_arith(a->value);
	if (!sub ||
	    (*val ? !pure_arith(*val, 1)
		  : !literal_int(a->value, &iv) && !word_var(a->value) &&
			     !word_special(a->value)))
		return false;
	const char *err = NULL;
	*idx = arith_parse(lower_arena(L), sub, strlen(sub), &err);
	return *idx && arith_ok(*idx, 0) && pure_arith(*idx, 1);
}

static void lower_elem_assign(struct lower *L, const struct node *n,
			      struct arith *ie, struct arith *ve, bool cond,
			      bool cp)
{
	struct qir_func *f = L->f;
	const struct assign *a = n->simple.assigns;
	L->st->native++;
	qir_label slow = stmt_slow(L), fail = qir_label_new(f);
	qir_label done = qir_label_new(f);
	guard_gen(L, slow);
	sti(L, RT_FLD_SH_LINENO, n->lineno);
	qir_reg idx = arith_in(L, ie, RT_AM_PROBE, fail, cp);
	/* a literal or parameter: test_operand's constant or guarded read */
	qir_reg val = ve ? arith_in(L, ve, RT_AM_PROBE, fail, cp)
			 : test_operand(L, a->value, fail);
	qir_reg r = aref_new(L, NULL, a->name, RT_AM_PROBE);
	call4(L, RT_CALL_rt_jit_aset, L->shr, r, idx, val);
	qir_emit_br(f, QO_BT, ld(L, RT_FLD_SH_AERR), fail);
	sti(L, RT_FLD_SH_STATUS, 0);
	note_command(L, 0, ""); /* an assignment-only command */
	qir_emit_jmp(f, done);
	qir_emit_label(f, fail);
	sti(L, RT_FLD_SH_AERR, 0);
	qir_emit_jmp(f, slow);
	qir_emit_label(f, done);
	guarded_tail(L, n, cond, cp, slow);
}

/* [[ ${name[subscript]} == N ]] (or !=) with a literal, pure subscript
 * and N a canonical integer literal: the element's text equals N exactly
 * when the array fast path reads an integer element equal to N (a text
 * that is not canonical is never read as an integer there).  When that
 * path declines (no such element, attributes, an associative array),
 * the interpreter's [[ ]] runs (rt_jit_cond). */
static bool elem_eq_native(const struct node *n, struct arith **idx,
			   int64_t *lit)
{
	const struct cond *c = n->cond.expr;
	if (n->redirs || !c || c->kind != CK_BINARY || !rt_jit_cond_ok(n) ||
	    (strcmp(c->op, "==") && strcmp(c->op, "=") && strcmp(c->op, "!=")))
		return false;
	const struct wpart *p = c->l ? c->l->parts : NULL;
	if (p && !p->next && p->kind == WP_DQUOTE)
		p = p->sub;
	if (!p || p->next || p->kind != WP_PARAM || p->param.op != PO_ELEM ||
	    p->param.indirect || !p->param.index ||
	    !rt_valid_name(p->param.name) || !literal_int(c->r, lit))
		return false;
	*idx = p->param.index_expr; /* the parser's tree of a literal one */
	return *idx && arith_ok(*idx, 0) && pure_arith(*idx, 1);
}

static void lower_elem_eq(struct lower *L, const struct node *n,
			  struct arith *ie, int64_t lit, bool cond, bool cp)
{
	struct qir_func *f = L->f;
	const struct cond *c = n->cond.expr;
	const struct wpart *p = c->l->parts;
	if (p->kind == WP_DQUOTE)
		p = p->sub;
	L->st->native++;
	qir_label slow = stmt_slow(L), fail = qir_label_new(f);
	qir_label done = qir_label_new(f);
	guard_gen(L, slow);
	sti(L, RT_FLD_SH_LINENO, n->lineno);
	qir_reg idx = arith_in(L, ie, RT_AM_PROBE, fail, cp);
	qir_reg r = aref_new(L, NULL, p->param.name, RT_AM_PROBE);
	qir_reg v = call(L, RT_CALL_rt_jit_aget, L->shr, r, idx);
	qir_emit_br(f, QO_BT, ld(L, RT_FLD_SH_AERR), fail);
	qir_reg t = qir_emit_bin(f, strcmp(c->op, "!=") ? QO_EQ : QO_NE, v,
				 qir_emit_movi(f, lit));
	st(L, RT_FLD_SH_STATUS, qir_emit_un(f, QO_LNOT, t));
	note_command(L, -1, NULL);
	qir_emit_jmp(f, done);
	qir_emit_label(f, fail);
	sti(L, RT_FLD_SH_AERR, 0);
	call(L, RT_CALL_rt_jit_cond, L->shr, qir_emit_movp(f, n), 0);
	check_skip(L, cp);
	qir_emit_label(f, done);
	guarded_tail(L, n, cond, cp, slow);
}

/* ------------------------------------------------------- compound */

static void lower_list(struct lower *L, const struct node *list, bool cond,
		       bool cp);

static void lower_stmt(struct lower *L, const struct node *n, bool cond,
		       bool cp);

static struct loop_ctx *loop_open(struct lower *L, struct loop_ctx *lc,
				  qir_reg init)
{
	struct qir_func *f = L->f;
	memset(lc, 0, sizeof *lc);
	lc->outer = L->loop;
	lc->cont = qir_label_new(f);
	lc->skip_body = qir_label_new(f);
	lc->skip_cond = qir_label_new(f);
	lc->done = qir_label_new(f);
	lc->lst = qir_reg_new(f, QT_I64);
	lc->k = qir_reg_new(f, QT_I64);
	lc->decided = qir_label_new(f);
	qir_emit_mov(f, lc->lst, init);
	return lc;
}

static void depth_add(struct lower *L, int d)
{
	st(L, RT_FLD_SH_LOOPDEPTH,
	   qir_emit_bin(L->f, QO_ADD, ld(L, RT_FLD_SH_LOOPDEPTH),
			qir_emit_movi(L->f, d)));
}

/*
 * A back-edge of loop LC, going to TO (where the loop tests whether to run
 * again).  At tier 1 (st->counter) it counts, and at the root loop of a
 * loop region, once the count reaches st->tier2_at, it leaves the region
 * instead: jit.c recompiles it at tier 2 and enters the new code with lst,
 * which continues at TO exactly as this code would have, because the
 * region's entry mirrors the interpreter's jit_backedge call (loop_depth
 * not yet counted, the loop's $? so far in init_status, a for loop's
 * iterator handed over).  Inner loops only count: the next back-edge of
 * the root loop leaves.
 */
static void count_edge(struct lower *L, struct loop_ctx *lc, qir_label to)
{
	struct qir_func *f = L->f;
	qir_reg p, c, lst;

	if (!L->st->counter) {
		qir_emit_jmp(f, to);
		return;
	}
	p = qir_emit_movp(f, L->st->counter);
	c = qir_emit_bin(f, QO_ADD, qir_emit_load(f, QO_LOAD64, p, 0),
			 qir_emit_movi(f, 1));
	qir_emit_store(f, QO_STORE64, p, 0, c);
	if (lc->outer || !L->root_loop) {
		qir_emit_jmp(f, to);
		return;
	}
	qir_emit_br(
		f, QO_BT,
		qir_emit_bin(f, QO_LT, c, qir_emit_movi(f, L->st->tier2_at)),
		to);
	if (lc->forh)
		call(L, RT_CALL_rt_jit_for_handover, L->shr, lc->forh,
		     qir_emit_movp(f, lc->n));
	depth_add(L, -1);
	lst = qir_emit_bin(f, QO_SHL, lc->lst, qir_emit_movi(f, 1));
	qir_emit_ret(f, qir_emit_bin(f, QO_OR, lst, qir_emit_movi(f, 1)));
}

/* The skip blocks of a loop and its normal exit. */
static void loop_close(struct lower *L, struct loop_ctx *lc, bool cp)
{
	struct qir_func *f = L->f;
	qir_reg k = lc->k;
	L->loop = lc->outer;
	qir_label skipped = qir_label_new(f);
	qir_emit_label(f, lc->skip_body);
	qir_emit_mov(f, lc->lst, ld(L, RT_FLD_SH_STATUS));
	qir_emit_jmp(f, skipped);
	qir_emit_label(f, lc->skip_cond);
	qir_emit_mov(f, lc->lst,
		     call(L, RT_CALL_rt_jit_loop_cond_skip, L->shr,
			  qir_emit_movi(f, lc->until), lc->lst));
	qir_emit_label(f, skipped);
	qir_emit_mov(f, k, call(L, RT_CALL_rt_jit_loop_skip, L->shr, 0, 0));
	qir_emit_label(f, lc->decided);
	/* `continue` is a back-edge too (a for ((;;)) loop's goes through
	 * its step, which counts) */
	qir_label latch =
		L->st->counter && !lc->top ? qir_label_new(f) : lc->cont;
	qir_emit_br(f, QO_BT, qir_emit_bin(f, QO_EQ, k, qir_emit_movi(f, 2)),
		    latch);
	qir_label propagate = qir_label_new(f);
	qir_emit_br(f, QO_BF, k, propagate);
	qir_emit_jmp(f, lc->done);
	if (latch != lc->cont) {
		qir_emit_label(f, latch);
		count_edge(L, lc, lc->cont);
	}
	qir_emit_label(f, propagate);
	if (lc->forh)
		call(L, RT_CALL_rt_jit_for_end, lc->forh, 0, 0);
	depth_add(L, -1);
	/* a skip still set keeps the $? it set (rt_loop_leave) */
	qir_emit_jmp(f, skip_label(L, cp));
	qir_emit_label(f, lc->done);
	if (lc->forh)
		call(L, RT_CALL_rt_jit_for_end, lc->forh, 0, 0);
	depth_add(L, -1);
	st(L, RT_FLD_SH_STATUS, lc->lst);
}

/* Whether LIST runs a loop that would be lowered natively (one inside a
 * statement handed to the interpreter does not count). */
static bool has_loop(const struct node *list)
{
	for (const struct node *n = list; n; n = n->next) {
		if (n->redirs && n->kind != N_SIMPLE)
			continue;
		switch (n->kind) {
		case N_WHILE:
		case N_UNTIL:
		case N_FOR:
		case N_ARITHFOR:
			return true;
		case N_IF:
			if (has_loop(n->if_.cond) || has_loop(n->if_.then) ||
			    has_loop(n->if_.els))
				return true;
			break;
		case N_AND:
		case N_OR:
			if (has_loop(n->andor.left) || has_loop(n->andor.right))
				return true;
			break;
		case N_GROUP:
			if (has_loop(n->sub.body))
				return true;
			break;
		case N_CASE:
			for (const struct case_item *it = n->case_.items; it;
			     it = it->next)
				if (has_loop(it->body))
					return true;
			break;
		default:
			break;
		}
	}
	return false;
}

static size_t count_cmds(const struct node *list);

/* The estimate of jit_lower_region: scratch pages resident after the 25
 * corpus rows, 819 without it, 765-915 for 64-128 (80: 783, and bignum's
 * compile stays in the first block). */
#define INSNS_PER_CMD 80
#define MAX_RESERVE 4096

/* The commands N holds, for the estimate of the code's size
 * (jit_lower_region). */
static size_t count_inner(const struct node *n)
{
	size_t k = 0;

	switch (n->kind) {
	case N_IF:
		return count_cmds(n->if_.cond) + count_cmds(n->if_.then) +
		       count_cmds(n->if_.els);
	case N_AND:
	case N_OR:
		return count_cmds(n->andor.left) + count_cmds(n->andor.right);
	case N_GROUP:
	case N_SUBSHELL:
		return count_cmds(n->sub.body);
	case N_WHILE:
	case N_UNTIL:
		return count_cmds(n->loop.cond) + count_cmds(n->loop.body);
	case N_FOR:
		return count_cmds(n->for_.body);
	case N_ARITHFOR:
		return count_cmds(n->arithfor.body);
	case N_CASE:
		for (const struct case_item *it = n->case_.items; it;
		     it = it->next)
			k += 1 + count_cmds(it->body);
		return k;
	default:
		return 0;
	}
}

/* The commands of LIST, and those they hold. */
static size_t count_cmds(const struct node *list)
{
	size_t k = 0;

	for (const struct node *n = list; n; n = n->next)
		k += 1 + count_inner(n);
	return k;
}

typedef void lower_part_fn(struct lower *L, const struct node *n, bool cond);

/* Tests guard G again, going to FAIL when it does not hold; in the shape
 * of the fast copy's own tests, so that qir_pass_avail knows them. */
static void emit_guard(struct lower *L, const struct guard *g, qir_label fail)
{
	struct qir_func *f = L->f;
	qir_reg fl, m;

	if (!g->cell) {
		fl = ld(L, RT_FLD_SH_GEN);
		m = qir_emit_bin(f, QO_NE, fl, qir_emit_movi(f, g->want));
	} else {
		fl = fld_load(L, qir_emit_movp(f, g->cell), RT_FLD_VAR_FLAGS);
		m = qir_emit_bin(f, QO_AND, fl, qir_emit_movi(f, g->mask));
		if (g->want)
			m = qir_emit_bin(f, QO_NE, m,
					 qir_emit_movi(f, g->want));
	}
	qir_emit_br(f, QO_BT, m, fail);
}

/*
 * Lowers PART (one iteration of a loop, ending in a jump to L->back, or a
 * function body, ending in a jump to the exit) twice when DUAL: the fast
 * copy, then the slow copy, which is entered only from the fast copy's
 * bail points (see the top of the file).  Its statistics count once.
 * HEAD is the label just placed where an iteration starts (0 for a
 * function body).  With RECHECK, entering at HEAD (from before the loop,
 * from the slow copy, from `continue`) leads to an entry check: the guards
 * the fast copy tests, tested once, failing into the slow copy's start;
 * then the fast copy runs, and its own back-edge skips the check.  So the
 * fast copy starts with what its guards would find, which still holds at
 * its end when nothing on the way called the runtime: qir_pass_avail
 * removes the guards from the iteration.
 */
static void lower_dual(struct lower *L, const struct node *n, bool cond,
		       bool dual, qir_label head, bool recheck,
		       lower_part_fn *part)
{
	struct qir_func *f = L->f;
	qir_label outer_back = L->back; /* an enclosing loop's */
	if (!dual || !L->dual || L->copy != C_ONE) {
		L->back = head;
		part(L, n, cond);
		L->back = outer_back;
		return;
	}
	qir_label check = 0, fast = head, sstart = qir_label_new(f);
	if (recheck && head) {
		check = qir_label_new(f);
		fast = qir_label_new(f);
		qir_emit_jmp(f, check);
		qir_emit_label(f, fast);
	}
	size_t first = L->bails.n;
	L->copy = C_FAST;
	L->back = fast;
	L->guards.n = 0;
	part(L, n, cond);
	size_t why = L->st->why.len;
	int native = L->st->native, interpreted = L->st->interpreted;
	L->copy = C_SLOW;
	L->back = head;
	L->nbail = first;
	size_t from = f->code.n;
	qir_emit_label(f, sstart);
	part(L, n, cond);
	assert(L->nbail == L->bails.n);
	for (size_t i = from; i < f->code.n; i++)
		if (f->code.v[i].op == QO_LABEL)
			qir_label_set_cold(f, f->code.v[i].lab);
	if (check) {
		qir_emit_label(f, check);
		for (size_t i = 0; i < L->guards.n && i < MAX_GUARDS; i++)
			emit_guard(L, &L->guards.v[i], sstart);
		qir_emit_jmp(f, fast);
	}
	L->copy = C_ONE;
	L->back = outer_back;
	L->bails.n = first;
	L->st->native = native;
	L->st->interpreted = interpreted;
	if (L->st->why.len > why) {
		L->st->why.len = why;
		L->st->why.buf[why] = 0;
	}
}

/* The label of a point inside the iteration that `continue` resumes at:
 * the slow copy's, so that no path through the runtime joins the fast
 * copy (the fast copy's is a new label nobody jumps to). */
static qir_label own_label(struct lower *L, qir_label l)
{
	return L->copy == C_FAST ? qir_label_new(L->f) : l;
}

/* The back-edge of an iteration whose body polled last already. */
static void back_edge(struct lower *L, const struct node *body)
{
	qir_emit_mov(L->f, L->loop->lst, ld(L, RT_FLD_SH_STATUS));
	if (!body)
		poll(L, false);
}

static void while_iter(struct lower *L, const struct node *n, bool cond)
{
	struct qir_func *f = L->f;
	lower_list(L, n->loop.cond, true, true);
	qir_reg s = ld(L, RT_FLD_SH_STATUS);
	qir_emit_br(f, n->kind == N_UNTIL ? QO_BF : QO_BT, s, L->loop->done);
	lower_list(L, n->loop.body, cond, false);
	back_edge(L, n->loop.body);
	count_edge(L, L->loop, L->back);
}

static void lower_while(struct lower *L, const struct node *n, bool cond,
			bool cp, qir_reg init)
{
	struct qir_func *f = L->f;
	struct loop_ctx lc;
	loop_open(L, &lc, init ? init : qir_emit_movi(f, 0));
	lc.until = n->kind == N_UNTIL;
	depth_add(L, 1);
	L->loop = &lc;
	qir_emit_label(f, lc.cont);
	lower_dual(L, n, cond,
		   !has_loop(n->loop.cond) && !has_loop(n->loop.body), lc.cont,
		   true, while_iter);
	loop_close(L, &lc, cp);
}

static void for_iter(struct lower *L, const struct node *n, bool cond)
{
	lower_list(L, n->for_.body, cond, false);
	back_edge(L, n->for_.body);
	count_edge(L, L->loop, L->back);
}

/* INIT: $? of the loop should it run no body (0; for a region root
 * entered in mid-run, the status of the body the interpreter ran last). */
static void lower_for(struct lower *L, const struct node *n, bool cond, bool cp,
		      qir_reg init)
{
	struct qir_func *f = L->f;
	qir_label after = qir_label_new(f);
	qir_reg h = call(L, RT_CALL_rt_jit_for_begin, L->shr,
			 qir_emit_movp(f, n), 0);
	/* an expansion error applied its consequence (sh->skip); in the rare
	 * context without one the NULL handle iterates zero times */
	check_skip(L, cp);
	struct loop_ctx lc;
	loop_open(L, &lc, init ? init : qir_emit_movi(f, 0));
	lc.forh = h;
	lc.n = n;
	depth_add(L, 1);
	L->loop = &lc;
	qir_emit_label(f, lc.cont);
	qir_reg r = call(L, RT_CALL_rt_jit_for_next, L->shr, h,
			 qir_emit_movp(f, n));
	qir_label body = qir_label_new(f);
	qir_emit_br(f, QO_BF, r, lc.done);
	qir_emit_br(f, QO_BT, qir_emit_bin(f, QO_GT, r, qir_emit_movi(f, 0)),
		    body);
	qir_emit_mov(f, lc.lst, qir_emit_movi(f, 1)); /* assignment error */
	qir_emit_jmp(f, lc.done);
	qir_emit_label(f, body);
	/* each iteration starts with a call (the next word): no recheck */
	lower_dual(L, n, cond, !has_loop(n->for_.body), lc.cont, false,
		   for_iter);
	loop_close(L, &lc, cp);
	qir_emit_label(f, after);
	check_skip(L, cp);
}

static void arithfor_iter(struct lower *L, const struct node *n, bool cond)
{
	struct qir_func *f = L->f;
	struct loop_ctx *lc = L->loop;
	const struct arith_src *ce = &n->arithfor.cond;
	const struct arith_src *se = &n->arithfor.step;
	sti(L, RT_FLD_SH_LINENO, n->lineno);
	qir_reg c = clause_value(L, ce, 1, lc->fail, true);
	qir_emit_br(f, QO_BF, c, lc->done);
	lower_list(L, n->arithfor.body, cond, false);
	back_edge(L, n->arithfor.body);
	qir_emit_label(f, own_label(L, lc->cont));
	clause_value(L, se, 0, lc->fail, false);
	count_edge(L, lc, L->back);
}

/* for ((init; cond; step)): as eval_arithfor.  An error in any operand
 * is soft (status 1, the loop ends).  Entered as a region root, the
 * interpreter has run the init part already (RESUME) and INIT is the
 * status of the last body run. */
static void lower_arithfor(struct lower *L, const struct node *n, bool cond,
			   bool cp, qir_reg init, bool resume)
{
	struct qir_func *f = L->f;
	const struct arith_src *ie = &n->arithfor.init;
	const struct arith_src *ce = &n->arithfor.cond;
	const struct arith_src *se = &n->arithfor.step;
	bool ok = L->plain && asrc_ok(ie) && asrc_ok(ce) && asrc_ok(se);
	if (!ok && !resume) {
		interp(L, n, cond, cp, NULL);
		return;
	}
	if (!ok) {
		/* a region root entered after its init part: it stays with
		 * the interpreter */
		L->st->reject = true;
		return;
	}
	L->st->native++;
	qir_label after = qir_label_new(f);
	if (!resume) {
		qir_label ifail = qir_label_new(f), ran = qir_label_new(f);
		sti(L, RT_FLD_SH_LINENO, n->lineno);
		clause_value(L, ie, 0, ifail, cp);
		qir_emit_jmp(f, ran);
		soft_failed(L, ifail, 0);
		qir_emit_jmp(f, after);
		qir_emit_label(f, ran);
	}
	struct loop_ctx lc;
	loop_open(L, &lc, init ? init : qir_emit_movi(f, 0));
	depth_add(L, 1);
	L->loop = &lc;
	lc.top = qir_label_new(f);
	lc.fail = qir_label_new(f);
	qir_emit_label(f, lc.top);
	lower_dual(L, n, cond, !has_loop(n->arithfor.body), lc.top, true,
		   arithfor_iter);
	soft_failed(L, lc.fail, lc.lst);
	qir_emit_jmp(f, lc.done);
	loop_close(L, &lc, cp);
	qir_emit_label(f, after);
}

static void lower_if(struct lower *L, const struct node *n, bool cond, bool cp)
{
	struct qir_func *f = L->f;
	qir_label els = qir_label_new(f), done = qir_label_new(f);
	lower_list(L, n->if_.cond, true, cp);
	qir_emit_br(f, QO_BT, ld(L, RT_FLD_SH_STATUS), els);
	lower_list(L, n->if_.then, cond, cp);
	qir_emit_jmp(f, done);
	qir_emit_label(f, els);
	if (n->if_.els)
		lower_list(L, n->if_.els, cond, cp);
	else
		sti(L, RT_FLD_SH_STATUS, 0);
	qir_emit_label(f, done);
}

static void lower_andor(struct lower *L, const struct node *n, bool cond,
			bool cp)
{
	qir_label done = qir_label_new(L->f);
	lower_stmt(L, n->andor.left, true, cp);
	qir_emit_br(L->f, n->kind == N_AND ? QO_BT : QO_BF,
		    ld(L, RT_FLD_SH_STATUS), done);
	lower_stmt(L, n->andor.right, cond, cp);
	qir_emit_label(L->f, done);
}

static bool case_native(const struct node *n)
{
	for (const struct case_item *it = n->case_.items; it; it = it->next)
		if (it->term == CASE_CONTINUE)
			return false;
	return true;
}

static void lower_case(struct lower *L, const struct node *n, bool cond,
		       bool cp)
{
	struct qir_func *f = L->f;
	int nitems = 0;
	for (const struct case_item *it = n->case_.items; it; it = it->next)
		nitems++;
	qir_label done = qir_label_new(f);
	qir_label *bodies = scalloc((size_t)nitems + 1, sizeof *bodies);
	for (int i = 0; i <= nitems; i++)
		bodies[i] = qir_label_new(f);
	qir_reg idx =
		call(L, RT_CALL_rt_jit_case, L->shr, qir_emit_movp(f, n), 0);
	check_skip(L, cp);
	prof_native(L, n);
	for (int i = 0; i < nitems; i++)
		qir_emit_br(f, QO_BT,
			    qir_emit_bin(f, QO_EQ, idx, qir_emit_movi(f, i)),
			    bodies[i]);
	qir_emit_jmp(f, done);
	int i = 0;
	for (const struct case_item *it = n->case_.items; it; it = it->next) {
		qir_emit_label(f, bodies[i]);
		/* the branch sees $? as it was before the case */
		if (it->body)
			lower_list(L, it->body, cond, cp);
		else
			sti(L, RT_FLD_SH_STATUS, 0);
		i++;
		if (it->term == CASE_FALLTHROUGH && i < nitems)
			qir_emit_jmp(f, bodies[i]);
		else
			qir_emit_jmp(f, done);
	}
	qir_emit_label(f, bodies[nitems]);
	qir_emit_label(f, done);
	sfree(bodies);
}

static void lower_stmt(struct lower *L, const struct node *n, bool cond,
		       bool cp)
{
	L->pure_bail = 0;
	L->dyn = NULL; /* set by the statement's dyn_guard */
	if (n->redirs && n->kind != N_SIMPLE) {
		interp(L, n, cond, cp, "redirected compound command");
		return;
	}
	if (prof_demoted(L, n)) {
		interp(L, n, cond, cp, "its guard failed too often");
		return;
	}
	switch (n->kind) {
	case N_SIMPLE: {
		struct arith *ie, *ve;
		if (simple_reads_command(n))
			interp(L, n, cond, cp, "reads BASH_COMMAND");
		else if (elem_assign_native(L, n, &ie, &ve))
			lower_elem_assign(L, n, ie, ve, cond, cp);
		else
			lower_simple(L, n, cond, cp);
		return;
	}
	case N_IF:
		lower_if(L, n, cond, cp);
		return;
	case N_WHILE:
	case N_UNTIL:
		lower_while(L, n, cond, cp, 0);
		return;
	case N_FOR:
		lower_for(L, n, cond, cp, 0);
		return;
	case N_ARITHFOR:
		lower_arithfor(L, n, cond, cp, 0, false);
		return;
	case N_ARITH:
		lower_arith_cmd(L, n, cond, cp);
		return;
	case N_COND: {
		struct dyn d = { 0 };
		struct arith *ie;
		int64_t lit;
		if (L->plain && cond_native(L, n, &d))
			lower_cond(L, n, &d, cond, cp);
		else if (L->plain && elem_eq_native(n, &ie, &lit))
			lower_elem_eq(L, n, ie, lit, cond, cp);
		else if (L->plain && rt_jit_cond_ok(n))
			direct_call(L, n, RT_CALL_rt_jit_cond, cond, cp);
		else
			interp(L, n, cond, cp, NULL);
		return;
	}
	case N_CASE:
		if (case_native(n)) {
			lower_case(L, n, cond, cp);
			return;
		}
		interp(L, n, cond, cp, "case with ;;&");
		return;
	case N_AND:
	case N_OR:
		lower_andor(L, n, cond, cp);
		return;
	case N_GROUP:
		lower_list(L, n->sub.body, cond, cp);
		return;
	case N_PIPE:
		interp(L, n, cond, cp, n->pipe.ncmds > 1 ? "pipeline" : NULL);
		return;
	case N_BG:
		interp(L, n, cond, cp, "asynchronous list");
		return;
	case N_SUBSHELL:
		interp(L, n, cond, cp, "subshell");
		return;
	case N_FUNCDEF:
		interp(L, n, cond, cp, "function definition");
		return;
	default:
		interp(L, n, cond, cp, "not lowered yet");
		return;
	}
}

static void lower_list(struct lower *L, const struct node *list, bool cond,
		       bool cp)
{
	for (const struct node *n = list; n; n = n->next) {
		lower_stmt(L, n, cond, cp);
		poll(L, cp);
	}
}

/* ------------------------------------------------------------ region */

/* A function body: its list, then the region's exit. */
static void body_part(struct lower *L, const struct node *list, bool cond)
{
	lower_list(L, list, cond, false);
	qir_emit_jmp(L->f, L->exit_l);
}

static bool fast_paths_ok(struct shell *sh)
{
	if (sh->opts & SLOW_OPTS)
		return false;
	/* traps that run around commands: every command through the
	 * interpreter (setting one bumps jit.gen, so native statements
	 * compiled before fall back to it as well) */
	if (sh->traps[RT_TRAP_DEBUG] || sh->traps[RT_TRAP_ERR])
		return false;
	/* a caller's ERR trap set aside (a function without errtrace):
	 * BASH_COMMAND there is the last command run in here, which only
	 * the interpreter records */
	if (sh->err_stashed)
		return false;
	for (size_t i = 0; i < sizeof native_builtins / sizeof *native_builtins;
	     i++) {
		const struct native_builtin *nb = &native_builtins[i];
		/* enable -n NAME: the name is no longer the builtin (enable
		 * bumps jit.gen) */
		if (sh->bi_disabled &&
		    !rt_builtin_enabled(sh, rt_builtin_find(nb->name)))
			return false;
		if ((nb->kind == NB_STATUS || nb->kind == NB_TEST) &&
		    !(rt_builtin_find(nb->name)->flags & BI_SPECIAL) &&
		    rt_func_find(sh, nb->name))
			return false;
	}
	return !rt_ifs_numeric(sh);
}

void jit_lower_region(struct shell *sh, struct qir_unit *u, const char *fname,
		      const struct node *root, enum lower_kind kind,
		      struct lower_stats *st)
{
	static const enum qir_type params[2] = { QT_PTR, QT_I64 };
	struct lower L = { .sh = sh, .u = u, .st = st, .gen = sh->jit.gen };
	L.plain = fast_paths_ok(sh);
	L.dual = st->dual;
	L.root_loop = kind == LOWER_LOOP;
	assert(!(st->dual && st->counter)); /* the copies do not count */
	L.f = qir_func_new(u, fname, 2, params);
	/* the parameter is the shell; pointer constants are cells, nodes,
	 * arithmetic trees and other runtime objects, never a part of the
	 * shell, so memory reached from them never overlaps */
	L.f->disjoint_bases = true;
	/* Room for the code from the start: grown by doubling from 8, the
	 * code and register vectors left about as much again in outgrown
	 * arrays, scratch pages the first compile of a process pays for
	 * (docs/jit.md, "Memory").  On the corpus rows a command lowers to
	 * 26-185 instructions (median 55) at tier 1, twice that with the
	 * copies, and needs about half as many registers.  Too little costs
	 * one doubling more; too much only address space the compile never
	 * touches; the cap keeps a huge region from reserving much. */
	size_t ncmds =
		kind == LOWER_LOOP ? 1 + count_inner(root) : count_cmds(root);
	size_t est = (ncmds * INSNS_PER_CMD + 32) << L.dual;
	if (est > MAX_RESERVE)
		est = MAX_RESERVE;
	qir_func_reserve(L.f, est, est / 2 + 16);
	L.shr = 1;
	L.init_status = 2;
	L.exit_l = qir_label_new(L.f);
	/* the root's own redirections are in place already (eval.c applies
	 * them before it reaches the loop), so the root is lowered as a loop,
	 * never as a statement that would apply them again */
	if (kind == LOWER_LOOP && root->kind == N_FOR)
		lower_for(&L, root, false, false, L.init_status);
	else if (kind == LOWER_LOOP && root->kind == N_ARITHFOR)
		lower_arithfor(&L, root, false, false, L.init_status, true);
	else if (kind == LOWER_LOOP)
		lower_while(&L, root, false, false, L.init_status);
	else
		lower_dual(&L, root, false, !has_loop(root), 0, false,
			   body_part);
	SVEC_FREE(L.bails);
	SVEC_FREE(L.guards);
	qir_emit_label(L.f, L.exit_l);
	qir_emit_ret(L.f, qir_emit_movi(L.f, 0));
}
