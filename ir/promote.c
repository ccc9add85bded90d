/*
 * promote.c - keeps memory locations in registers between calls: the
 * integer and flags words of variable cells and the shell's own fields
 * that compiled code reads and writes (status, line number, jit_gen).
 *
 * The lowering reads and writes every variable through its cell, so that
 * entering or leaving a region, and handing a statement to the runtime,
 * needs no state transfer.  This pass keeps that property at the only
 * places where it matters, the calls: between two calls a location lives
 * in a register, and memory is brought up to date just before every call
 * and every return.
 *
 * Which locations.  A location is (base, offset, 4 or 8 bytes) where the
 * base is known for the whole function: a pointer parameter that is never
 * redefined, or a register whose only definition is a pointer constant
 * (MOVI).  The function must say that its pointer parameters and its
 * pointer constants point into distinct objects (qir_func.disjoint_bases,
 * which the lowering sets: its parameter is the shell and its constants
 * are cells, nodes and other runtime objects), so two locations alias only
 * when they have the same base and overlapping bytes; overlapping but
 * different locations are left in memory, as is any location read with
 * LOADP.  Bases made by ADDR (data symbols such as rt_pending_signal) are
 * other objects and are never promoted: a signal handler writes them.
 *
 * The invariant, at every point outside a call: the location's register
 * holds the location's current value.  Therefore:
 *  - at entry every location is loaded into its register;
 *  - a load becomes a move (LOAD32 a sign extension) and a store a move
 *    into the register (STORE32 keeps the low 32 bits, zero-extended);
 *  - before a CALL, a RET, or a load or store through an unknown base
 *    (which may alias anything), each location that may have been stored
 *    since memory was last up to date is written back (a forward "may be
 *    dirty" data-flow over the blocks, so clean locations cost nothing);
 *  - after a CALL or an unknown access every location is reloaded, as the
 *    callee may have changed it.
 * Nothing runs between the region's instructions except its calls (signal
 * handlers only set flags reached through ADDR), so no other code can see
 * a stale location.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/qir.h"

#define MAX_LOCS 64 /* a bit each in a uint64_t */

enum base_kind { B_OTHER, B_PARAM, B_CONST, B_DATA };

struct loc {
	enum base_kind kind;
	int64_t id; /* parameter register, or the constant */
	int64_t off;
	int size;   /* 4 or 8 */
	bool bad;
	qir_reg r;    /* the register holding it */
	qir_reg base; /* its base: the parameter, or a movp made at entry */
};

struct promote {
	struct qir_func *f;
	enum base_kind *kind; /* per register */
	int64_t *id;
	struct loc locs[MAX_LOCS];
	int nlocs;
	bool overflow; /* more locations than fit: give up */
};

static bool is_mem(enum qir_op op)
{
	return op >= QO_LOAD64 && op <= QO_STORE32;
}

static int mem_size(enum qir_op op)
{
	return op == QO_LOAD64 || op == QO_LOADP || op == QO_STORE64 ? 8 : 4;
}

static void classify(struct promote *p)
{
	struct qir_func *f = p->f;
	size_t nregs = f->regs.n;
	uint32_t *ndefs = calloc(nregs + 1, sizeof *ndefs);
	const struct qir_insn **def = calloc(nregs + 1, sizeof *def);

	p->kind = calloc(nregs + 1, sizeof *p->kind);
	p->id = calloc(nregs + 1, sizeof *p->id);
	for (size_t i = 0; i < f->code.n; i++) {
		qir_reg d = qir_insn_def(&f->code.v[i]);

		if (d) {
			ndefs[d]++;
			def[d] = &f->code.v[i];
		}
	}
	for (qir_reg r = 1; r <= nregs; r++) {
		if (qir_reg_type(f, r) != QT_PTR)
			continue;
		if (r <= f->nparams) {
			if (!ndefs[r]) {
				p->kind[r] = B_PARAM;
				p->id[r] = r;
			}
		} else if (ndefs[r] == 1 && def[r]->op == QO_MOVI) {
			p->kind[r] = B_CONST;
			p->id[r] = def[r]->imm;
		} else if (ndefs[r] == 1 && def[r]->op == QO_ADDR) {
			p->kind[r] = B_DATA;
		}
	}
	free(ndefs);
	free(def);
}

/* The location accessed by memory instruction IN, or -1 when it is not
 * one we track (unknown or data base). */
static int find_loc(struct promote *p, const struct qir_insn *in)
{
	enum base_kind k = p->kind[in->a];
	int size = mem_size(in->op);

	if (k != B_PARAM && k != B_CONST)
		return -1;
	for (int i = 0; i < p->nlocs; i++) {
		struct loc *l = &p->locs[i];

		if (l->kind == k && l->id == p->id[in->a] && l->off == in->imm &&
		    l->size == size)
			return i;
	}
	return -1;
}

static void add_loc(struct promote *p, const struct qir_insn *in)
{
	enum base_kind k = p->kind[in->a];
	int64_t id = p->id[in->a], off = in->imm;
	int size = mem_size(in->op), at = find_loc(p, in);
	bool bad = in->op == QO_LOADP;

	if (k != B_PARAM && k != B_CONST)
		return; /* an unknown or data base: not a location */
	if (at >= 0) {
		p->locs[at].bad |= bad;
		return;
	}
	if (p->nlocs == MAX_LOCS) {
		p->overflow = true;
		return;
	}
	/* overlapping, different locations of one object stay in memory */
	for (int i = 0; i < p->nlocs; i++) {
		struct loc *l = &p->locs[i];

		if (l->kind == k && l->id == id && off < l->off + l->size &&
		    l->off < off + size) {
			l->bad = true;
			bad = true;
		}
	}
	p->locs[p->nlocs++] = (struct loc){ k, id, off, size, bad, 0, 0 };
}

/* A memory access that may touch any location: through a base that is
 * neither a parameter, a constant nor a data symbol. */
static bool opaque(const struct promote *p, const struct qir_insn *in)
{
	return is_mem(in->op) && p->kind[in->a] == B_OTHER;
}

static bool sync_point(const struct promote *p, const struct qir_insn *in)
{
	return in->op == QO_CALL || in->op == QO_RET || opaque(p, in);
}

/* The good location stored by IN, or -1. */
static int stored_loc(struct promote *p, const struct qir_insn *in)
{
	int at;

	if (in->op != QO_STORE64 && in->op != QO_STORE32)
		return -1;
	at = find_loc(p, in);
	return at >= 0 && !p->locs[at].bad ? at : -1;
}

/*
 * Forward "may be dirty" over the blocks: dirty_before[i] is, for each
 * sync point i, the set of locations stored since memory was last brought
 * up to date, on some path.  Blocks start at labels and after jumps,
 * branches and returns.
 */
static uint64_t *dirty_sets(struct promote *p)
{
	const struct qir_func *f = p->f;
	size_t n = f->code.n;
	uint64_t *in_lab = calloc(f->nlabels + 1, sizeof *in_lab);
	uint64_t *before = calloc(n + 1, sizeof *before);
	bool changed = true;

	while (changed) {
		uint64_t cur = 0; /* entry: clean */
		bool live = true; /* reachable by fall-through */

		changed = false;
		for (size_t i = 0; i < n; i++) {
			const struct qir_insn *in = &f->code.v[i];
			int at;

			if (in->op == QO_LABEL) {
				cur = (live ? cur : 0) | in_lab[in->lab];
				live = true;
				continue;
			}
			if (!live)
				continue;
			before[i] = cur;
			if (sync_point(p, in))
				cur = 0;
			else if ((at = stored_loc(p, in)) >= 0)
				cur |= UINT64_C(1) << at;
			if (in->op == QO_JMP || in->op == QO_BT ||
			    in->op == QO_BF) {
				if ((in_lab[in->lab] | cur) != in_lab[in->lab]) {
					in_lab[in->lab] |= cur;
					changed = true;
				}
			}
			if (in->op == QO_JMP || in->op == QO_RET)
				live = false;
		}
	}
	free(in_lab);
	return before;
}

/* l->r = the location's memory (one instruction: the load defines the
 * location's register directly) */
static void load_loc(struct qir_func *f, const struct loc *l)
{
	struct qir_insn in = { .op = l->size == 8 ? QO_LOAD64 : QO_LOADU32,
			       .d = l->r, .a = l->base, .imm = l->off };

	VEC_PUSH(f->code, in);
}

static void store_loc(struct qir_func *f, const struct loc *l)
{
	qir_emit_store(f, l->size == 8 ? QO_STORE64 : QO_STORE32, l->base,
		       l->off, l->r);
}

static void rewrite(struct promote *p, const uint64_t *dirty)
{
	struct qir_func *f = p->f;
	__typeof__(f->code) old = f->code;

	memset(&f->code, 0, sizeof f->code);
	for (int i = 0; i < p->nlocs; i++) {
		struct loc *l = &p->locs[i];

		if (l->bad)
			continue;
		/* one constant register per base object, shared */
		for (int k = 0; k < i && !l->base; k++)
			if (!p->locs[k].bad && p->locs[k].kind == l->kind &&
			    p->locs[k].id == l->id)
				l->base = p->locs[k].base;
		if (!l->base)
			l->base = l->kind == B_PARAM
					  ? (qir_reg)l->id
					  : qir_emit_movp(f, (const void *)(intptr_t)l->id);
		l->r = qir_reg_new(f, QT_I64);
		load_loc(f, l);
	}
	for (size_t i = 0; i < old.n; i++) {
		const struct qir_insn *in = &old.v[i];
		int at = is_mem(in->op) ? find_loc(p, in) : -1;
		const struct loc *l = at >= 0 && !p->locs[at].bad ? &p->locs[at]
								  : NULL;

		if (in->op == QO_NOP)
			continue;
		if (l && (in->op == QO_LOAD64 || in->op == QO_LOADU32)) {
			qir_emit_mov(f, in->d, l->r);
		} else if (l && in->op == QO_LOAD32) {
			qir_reg k = qir_emit_movi(f, 32);
			qir_reg t = qir_emit_bin(f, QO_SHL, l->r, k);

			qir_emit_mov(f, in->d, qir_emit_bin(f, QO_SHR, t, k));
		} else if (l && in->op == QO_STORE64) {
			qir_emit_mov(f, l->r, in->b);
		} else if (l && in->op == QO_STORE32) {
			qir_reg m = qir_emit_movi(f, 0xffffffffLL);

			qir_emit_mov(f, l->r, qir_emit_bin(f, QO_AND, in->b, m));
		} else if (sync_point(p, in)) {
			for (int k = 0; k < p->nlocs; k++)
				if (dirty[i] & (UINT64_C(1) << k) &&
				    !p->locs[k].bad)
					store_loc(f, &p->locs[k]);
			VEC_PUSH(f->code, *in);
			if (in->op != QO_RET)
				for (int k = 0; k < p->nlocs; k++)
					if (!p->locs[k].bad)
						load_loc(f, &p->locs[k]);
		} else {
			VEC_PUSH(f->code, *in);
		}
	}
	VEC_FREE(old);
}

void qir_pass_promote(struct qir_func *f)
{
	struct promote p = { .f = f };
	bool any = false;

	if (!f->disjoint_bases)
		return;
	classify(&p);
	for (size_t i = 0; i < f->code.n && !p.overflow; i++)
		if (is_mem(f->code.v[i].op))
			add_loc(&p, &f->code.v[i]);
	for (int i = 0; i < p.nlocs; i++)
		any |= !p.locs[i].bad;
	if (any && !p.overflow) {
		uint64_t *dirty = dirty_sets(&p);

		rewrite(&p, dirty);
		free(dirty);
	}
	free(p.kind);
	free(p.id);
}
