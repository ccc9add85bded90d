/*
 * promote.c - keeps memory locations in registers between calls: the
 * integer and flags words of variable cells and the shell's own fields
 * that compiled code reads and writes (status, line number, jit.gen: the
 * RT_JIT_FIELDS of runtime/rt.h).
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
 * The invariant, at every point outside a call where the location is live
 * (its register may be read before it is defined again): the location's
 * register holds the location's current value.  Therefore:
 *  - at entry every live location is loaded into its register;
 *  - a load becomes a move and a store a move into the register; a 4-byte
 *    location's register holds it sign-extended when only LOAD32 reads it,
 *    else zero-extended, and reads and STORE32 values of the other kind
 *    are extended (unless value_ranges shows they need not be);
 *  - before a CALL, a RET, or a load or store through an unknown base
 *    (which may alias anything), each location that may have been stored
 *    since memory was last up to date is written back (a forward "may be
 *    dirty" data-flow over the blocks, so clean locations cost nothing);
 *  - after a CALL or an unknown access every live location is reloaded,
 *    as the callee may have changed it (live_sets).
 * Nothing runs between the region's instructions except its calls (signal
 * handlers only set flags reached through ADDR), so no other code can see
 * a stale location.
 *
 * Cold code (qir_label_set_cold: the slow copy of a lowered loop, full of
 * calls) is left alone: there memory is authoritative and registers mean
 * nothing.  A jump from hot into cold code (or a fall-through) writes back
 * what may be dirty on the way, one from cold into hot code reloads what
 * is live at its target; jumps that need either go through a small stub
 * placed after the end of the function.  So the calls of cold code cost no
 * write-backs and reloads, and only hot accesses make a location.
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
	int size; /* 4 or 8 */
	bool bad;
	bool sext; /* 4 bytes, read only by LOAD32: r holds it sign-extended */
	qir_reg r; /* the register holding it */
	qir_reg base; /* its base: the parameter, or a movp made at entry */
};

struct promote {
	struct qir_func *f;
	enum base_kind *kind; /* per register */
	int64_t *id;
	struct loc locs[MAX_LOCS];
	int nlocs;
	bool overflow;  /* more locations than fit: give up */
	uint8_t *cold;  /* per instruction: in cold code (find_cold) */
	uint8_t *range; /* per register: V_S32, V_U32 (value_ranges) */
};

enum { V_S32 = 1, V_U32 = 2 };

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
	sfree(ndefs);
	sfree(def);
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

		if (l->kind == k && l->id == p->id[in->a] &&
		    l->off == in->imm && l->size == size)
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
	p->locs[p->nlocs++] = (struct loc){
		.kind = k, .id = id, .off = off, .size = size, .bad = bad
	};
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

/* Which instructions are cold: from a cold label up to the next label
 * that is not cold (see qir_label_set_cold). */
static void find_cold(struct promote *p)
{
	const struct qir_func *f = p->f;
	bool cold = false;

	p->cold = calloc(f->code.n + 1, 1);
	for (size_t i = 0; i < f->code.n; i++) {
		const struct qir_insn *in = &f->code.v[i];

		if (in->op == QO_LABEL)
			cold = qir_label_cold(f, in->lab);
		p->cold[i] = cold;
	}
}

static bool is_branch(enum qir_op op)
{
	return op == QO_JMP || op == QO_BT || op == QO_BF;
}

/* Jump IN, instruction I of the original code, goes from hot to cold
 * code (write-backs on the way), or from cold to hot code (reloads). */
static bool hot_to_cold(const struct promote *p, size_t i,
			const struct qir_insn *in)
{
	return !p->cold[i] && qir_label_cold(p->f, in->lab);
}

static bool cold_to_hot(const struct promote *p, size_t i,
			const struct qir_insn *in)
{
	return p->cold[i] && !qir_label_cold(p->f, in->lab);
}

/*
 * Forward "may be dirty" over the blocks: before[i] is the set of
 * locations stored since memory was last brought up to date, on some path
 * reaching instruction i (for a label, on the fall-through path only).
 * Cold code keeps memory up to date, and code entered from it starts
 * clean (its registers are reloaded on the way).
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
				before[i] = live ? cur : 0;
				cur = p->cold[i] ? 0
						 : before[i] | in_lab[in->lab];
				live = true;
				continue;
			}
			if (!live)
				continue;
			before[i] = cur;
			if (p->cold[i])
				cur = 0;
			else if (sync_point(p, in))
				cur = 0;
			else if ((at = stored_loc(p, in)) >= 0)
				cur |= UINT64_C(1) << at;
			if (is_branch(in->op) &&
			    (in_lab[in->lab] | cur) != in_lab[in->lab]) {
				in_lab[in->lab] |= cur;
				changed = true;
			}
			if (in->op == QO_JMP || in->op == QO_RET)
				live = false;
		}
	}
	sfree(in_lab);
	return before;
}

/*
 * Backward liveness of the locations' registers: a location is live where
 * its register may still be read (a load of it, now a move, or its
 * write-back before a sync point, or on the way into cold code, where it
 * may be dirty) before a store, a sync point or the way out of cold code
 * (whose reloads) define it again.  Returns, for each instruction, the
 * locations live just after it; *LAB gets each label's live set and
 * *ENTRY those live at entry.  Only live locations are reloaded after a
 * call or on the way out of cold code, or loaded at entry: a register
 * nobody reads before its next definition need not hold the location's
 * value.
 */
static uint64_t *live_sets(struct promote *p, const uint64_t *dirty,
			   uint64_t **labp, uint64_t *entry)
{
	const struct qir_func *f = p->f;
	size_t n = f->code.n;
	uint64_t *lab = calloc(f->nlabels + 1, sizeof *lab);
	uint64_t *after = calloc(n + 1, sizeof *after);
	uint64_t good = 0, cur = 0;
	bool changed = true;

	for (int k = 0; k < p->nlocs; k++)
		if (!p->locs[k].bad)
			good |= UINT64_C(1) << k;
	while (changed) {
		changed = false;
		cur = 0;
		for (size_t i = n; i-- > 0;) {
			const struct qir_insn *in = &f->code.v[i];
			uint64_t to = 0;
			int at;

			if (is_branch(in->op) && hot_to_cold(p, i, in))
				to = dirty[i] & good;
			else if (is_branch(in->op) && !p->cold[i])
				to = lab[in->lab];
			if (in->op == QO_JMP || in->op == QO_RET)
				cur = 0;
			cur |= to;
			if (p->cold[i] && in->op != QO_LABEL)
				cur = 0; /* cold code reads memory */
			after[i] = cur;
			if (in->op == QO_LABEL) {
				if ((lab[in->lab] | cur) != lab[in->lab]) {
					lab[in->lab] |= cur;
					changed = true;
				}
				/* the fall-through into it: written back into
				 * cold code, reloaded out of it */
				if (p->cold[i])
					cur = i && !p->cold[i - 1]
						      ? dirty[i] & good
						      : 0;
				else if (i && p->cold[i - 1])
					cur = 0;
			} else if (p->cold[i]) {
				cur = 0;
			} else if (sync_point(p, in)) {
				cur = dirty[i] & good;
			} else if ((at = stored_loc(p, in)) >= 0) {
				cur &= ~(UINT64_C(1) << at);
			} else if (is_mem(in->op) &&
				   (at = find_loc(p, in)) >= 0) {
				cur |= (UINT64_C(1) << at) & good;
			}
		}
	}
	*entry = cur;
	*labp = lab;
	return after;
}

/*
 * Which registers always hold a sign-extended (V_S32) or zero-extended
 * (V_U32) 32-bit value, over all their definitions (the greatest fixed
 * point, so a loop-carried `r = r | 16` keeps its range).  A STORE32 of
 * such a value into a location kept the same way needs no truncation, and
 * a 4-byte location read only by LOAD32 is kept sign-extended, so its
 * reads need no extension: the status and flag words cost plain moves.
 */
static void value_ranges(struct promote *p)
{
	const struct qir_func *f = p->f;
	uint8_t *rg = malloc(f->regs.n + 1);
	bool changed = true;

	memset(rg, V_S32 | V_U32, f->regs.n + 1);
	memset(rg, 0, f->nparams + 1);
	while (changed) {
		changed = false;
		for (size_t i = 0; i < f->code.n; i++) {
			const struct qir_insn *in = &f->code.v[i];
			qir_reg d = qir_insn_def(in);
			uint8_t v = 0;

			if (!d)
				continue;
			switch (in->op) {
			case QO_MOVI:
				v = (in->imm >= INT32_MIN &&
						     in->imm <= INT32_MAX
					     ? V_S32
					     : 0) |
				    (in->imm >= 0 && in->imm <= UINT32_MAX
					     ? V_U32
					     : 0);
				break;
			case QO_EQ ... QO_GE:
			case QO_LNOT:
				v = V_S32 | V_U32;
				break;
			case QO_LOAD32:
				v = V_S32;
				break;
			case QO_LOADU32:
				v = V_U32;
				break;
			case QO_MOV:
				v = rg[in->a];
				break;
			case QO_AND:
				v = ((rg[in->a] | rg[in->b]) & V_U32) |
				    (rg[in->a] & rg[in->b] & V_S32);
				break;
			case QO_OR:
				v = rg[in->a] & rg[in->b];
				break;
			default:
				break;
			}
			if ((rg[d] & v) != rg[d]) {
				rg[d] &= v;
				changed = true;
			}
		}
	}
	p->range = rg;
}

/* l->r = the location's memory (one instruction: the load defines the
 * location's register directly) */
static void load_loc(struct qir_func *f, const struct loc *l)
{
	struct qir_insn in = { .op = l->size == 8 ? QO_LOAD64
				     : l->sext    ? QO_LOAD32
						  : QO_LOADU32,
			       .d = l->r,
			       .a = l->base,
			       .imm = l->off };

	SVEC_PUSH(f->code, in);
}

static void store_loc(struct qir_func *f, const struct loc *l)
{
	qir_emit_store(f, l->size == 8 ? QO_STORE64 : QO_STORE32, l->base,
		       l->off, l->r);
}

static qir_reg sext32(struct qir_func *f, qir_reg v)
{
	qir_reg k = qir_emit_movi(f, 32);

	return qir_emit_bin(f, QO_SHR, qir_emit_bin(f, QO_SHL, v, k), k);
}

static qir_reg zext32(struct qir_func *f, qir_reg v)
{
	return qir_emit_bin(f, QO_AND, v, qir_emit_movi(f, 0xffffffffLL));
}

/* Stores (LOAD false) or loads the good locations of SET. */
static void sync_locs(struct promote *p, uint64_t set, bool load)
{
	for (int k = 0; k < p->nlocs; k++) {
		if (!(set & (UINT64_C(1) << k)) || p->locs[k].bad)
			continue;
		if (load)
			load_loc(p->f, &p->locs[k]);
		else
			store_loc(p->f, &p->locs[k]);
	}
}

/* A jump between hot and cold code that has to sync SET on the way. */
struct stub {
	qir_label at, to;
	uint64_t set;
	bool load;
};

static void rewrite(struct promote *p, const uint64_t *dirty,
		    const uint64_t *live, const uint64_t *lab, uint64_t entry)
{
	struct qir_func *f = p->f;
	__typeof__(f->code) old = f->code;
	VEC(struct stub) stubs = { 0 };
	bool ft = true; /* the previous instruction falls through */

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
					  : qir_emit_movp(
						    f, (const void *)(intptr_t)
							       l->id);
		l->r = qir_reg_new(f, QT_I64);
		if (entry & (UINT64_C(1) << i))
			load_loc(f, l);
	}
	for (size_t i = 0; i < old.n; i++) {
		struct qir_insn in = old.v[i];
		int at = is_mem(in.op) ? find_loc(p, &in) : -1;
		const struct loc *l =
			at >= 0 && !p->locs[at].bad ? &p->locs[at] : NULL;
		bool cold = p->cold[i];

		if (in.op == QO_NOP)
			continue;
		if (in.op == QO_LABEL && ft && i && cold && !p->cold[i - 1])
			sync_locs(p, dirty[i], false);
		else if (in.op == QO_LABEL && ft && i && !cold &&
			 p->cold[i - 1])
			sync_locs(p, live[i], true);
		if (in.op != QO_LABEL)
			ft = in.op != QO_JMP && in.op != QO_RET;
		if (is_branch(in.op) &&
		    (hot_to_cold(p, i, &in) || cold_to_hot(p, i, &in))) {
			struct stub st = { qir_label_new(f), in.lab,
					   cold ? lab[in.lab] : dirty[i],
					   cold };

			if (st.set) {
				SVEC_PUSH(stubs, st);
				in.lab = st.at;
			}
			SVEC_PUSH(f->code, in);
		} else if (cold) {
			SVEC_PUSH(f->code, in);
		} else if (l && (in.op == QO_LOAD64 ||
				 (in.op == QO_LOADU32 && !l->sext) ||
				 (in.op == QO_LOAD32 && l->sext))) {
			qir_emit_mov(f, in.d, l->r);
		} else if (l && in.op == QO_LOAD32) {
			qir_emit_mov(f, in.d, sext32(f, l->r));
		} else if (l && in.op == QO_LOADU32) {
			qir_emit_mov(f, in.d, zext32(f, l->r));
		} else if (l && in.op == QO_STORE64) {
			qir_emit_mov(f, l->r, in.b);
		} else if (l && in.op == QO_STORE32) {
			uint8_t need = l->sext ? V_S32 : V_U32;
			qir_reg v = in.b;

			if (!(p->range[v] & need))
				v = l->sext ? sext32(f, v) : zext32(f, v);
			qir_emit_mov(f, l->r, v);
		} else if (sync_point(p, &in)) {
			sync_locs(p, dirty[i], false);
			SVEC_PUSH(f->code, in);
			if (in.op != QO_RET)
				sync_locs(p, live[i], true);
		} else {
			SVEC_PUSH(f->code, in);
		}
	}
	/* the code ends in ret or jmp: the stubs go after it */
	for (size_t k = 0; k < stubs.n; k++) {
		qir_emit_label(f, stubs.v[k].at);
		sync_locs(p, stubs.v[k].set, stubs.v[k].load);
		qir_emit_jmp(f, stubs.v[k].to);
	}
	SVEC_FREE(stubs);
	SVEC_FREE(old);
}

void qir_pass_promote(struct qir_func *f)
{
	struct promote p = { .f = f };
	bool any = false;

	if (!f->disjoint_bases)
		return;
	classify(&p);
	find_cold(&p);
	/* cold code keeps memory authoritative: its accesses are no reason
	 * to promote a location, nor to keep one in memory */
	for (size_t i = 0; i < f->code.n && !p.overflow; i++)
		if (is_mem(f->code.v[i].op) && !p.cold[i])
			add_loc(&p, &f->code.v[i]);
	for (int i = 0; i < p.nlocs; i++)
		any |= !p.locs[i].bad;
	/* a 4-byte location read by LOAD32 only is kept sign-extended */
	for (int i = 0; i < p.nlocs; i++)
		p.locs[i].sext = p.locs[i].size == 4;
	for (size_t i = 0; i < f->code.n; i++) {
		const struct qir_insn *in = &f->code.v[i];
		int at;

		if (!p.cold[i] &&
		    (in->op == QO_LOADU32 || in->op == QO_LOADP) &&
		    (at = find_loc(&p, in)) >= 0)
			p.locs[at].sext = false;
	}
	value_ranges(&p);
	if (any && !p.overflow) {
		uint64_t *dirty = dirty_sets(&p), entry, *lab;
		uint64_t *live = live_sets(&p, dirty, &lab, &entry);

		rewrite(&p, dirty, live, lab, entry);
		sfree(lab);
		sfree(live);
		sfree(dirty);
	}
	sfree(p.cold);
	sfree(p.range);
	sfree(p.kind);
	sfree(p.id);
}
